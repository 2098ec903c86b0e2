import type { WebauthnAnswer } from '@oneclick/shared';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser's passkey prompt gave no answer: each has a calm message (`prompt.<kind>`). */
export type PasskeyPromptProblem = 'closed' | 'unsupported' | 'registered' | 'failed';

export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';

  constructor(readonly problem: PasskeyPromptProblem) {
    super(`The passkey prompt gave no answer: ${problem}`);
  }
}

/** What the browser (or SimpleWebAuthn's wrapper of its error) says went wrong, as one of ours. */
export function promptProblem(error: unknown): PasskeyPromptProblem {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  const name = cause instanceof Error ? cause.name : error instanceof Error ? error.name : '';
  // The person closed the prompt, it timed out, or no passkey of theirs was at hand: all NotAllowedError.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'closed';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'registered';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'unsupported';
  return 'failed';
}

// SimpleWebAuthn is loaded only when someone asks for a passkey: most visitors of the login page never do.
const simpleWebAuthn = () => import('@simplewebauthn/browser');

async function prompt<T>(run: (lib: Awaited<ReturnType<typeof simpleWebAuthn>>) => Promise<T>): Promise<T> {
  const lib = await simpleWebAuthn();
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyPromptError('unsupported');
  try {
    return await run(lib);
  } catch (error) {
    throw new PasskeyPromptError(promptProblem(error));
  }
}

/** The library's answer as the API takes it: its authenticator response a plain record. */
function toWebauthnAnswer(answer: RegistrationResponseJSON | AuthenticationResponseJSON): WebauthnAnswer {
  return { ...answer, response: { ...answer.response } };
}

/** Asks the browser to create a passkey for the options the server gave. */
export async function createPasskey(options: Record<string, unknown>): Promise<WebauthnAnswer> {
  return toWebauthnAnswer(
    await prompt((lib) =>
      lib.startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
    ),
  );
}

/** Asks the browser for a passkey's answer to the server's challenge. */
export async function passkeyAnswer(options: Record<string, unknown>): Promise<WebauthnAnswer> {
  return toWebauthnAnswer(
    await prompt((lib) =>
      lib.startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
    ),
  );
}
