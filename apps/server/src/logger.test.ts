import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './logger.js';

describe('log lines', () => {
  it('keep no password, token, secret, authorization or cookie found in the objects they carry', () => {
    const body = { email: 'lan@example.vn', password: 'walnut cabinet', token: 'abc' };
    const line = { reqId: '1', body, headers: { Cookie: 'oneclick_session=x', accept: '*/*' }, status: 200 };
    expect(withoutSecrets(line)).toEqual({
      reqId: '1',
      body: { email: 'lan@example.vn', password: '[REDACTED]', token: '[REDACTED]' },
      headers: { Cookie: '[REDACTED]', accept: '*/*' },
      status: 200,
    });
    expect(body.password).toBe('walnut cabinet');
  });

  it('pass a line without secrets as it is', () => {
    const line = { reqId: '1', route: '/api/v1/tutorials', status: 200, err: new Error('no') };
    expect(withoutSecrets(line)).toBe(line);
  });
});
