import { describe, expect, it } from 'vitest';
import { promptProblem } from './passkey-prompt';

const domError = (name: string) => Object.assign(new Error(name), { name });
/** SimpleWebAuthn's wrapper: its own code, the browser's error as the cause. */
const wrapped = (code: string, cause: Error) =>
  Object.assign(new Error('wrapped'), { name: 'WebAuthnError', code, cause });

describe('promptProblem', () => {
  it('reads a closed or timed-out prompt as closed, wrapped or not', () => {
    expect(promptProblem(domError('NotAllowedError'))).toBe('closed');
    expect(promptProblem(wrapped('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', domError('NotAllowedError')))).toBe('closed');
    expect(promptProblem(wrapped('ERROR_CEREMONY_ABORTED', domError('AbortError')))).toBe('closed');
  });

  it('tells a passkey this device holds already, and a browser that cannot', () => {
    expect(promptProblem(wrapped('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', domError('InvalidStateError')))).toBe(
      'registered',
    );
    expect(promptProblem(domError('NotSupportedError'))).toBe('unsupported');
  });

  it('calls anything else a failure', () => {
    expect(promptProblem(new TypeError('bad'))).toBe('failed');
    expect(promptProblem('nonsense')).toBe('failed');
  });
});
