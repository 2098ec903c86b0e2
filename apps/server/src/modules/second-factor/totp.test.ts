import { TOTP_PERIOD_SECONDS } from '@oneclick/shared';
import { generateTOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpKeyUri, totpStepAt } from './totp.js';

describe('TOTP', () => {
  // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" gives 287082 at 59 s (eight digits: 94287082).
  const rfcSecret = new TextEncoder().encode('12345678901234567890');

  it('matches the RFC 6238 test vector, and a code a step either side of now', () => {
    expect(matchTotpStep(rfcSecret, '287082', 59_000)).toBe(1);
    expect(matchTotpStep(rfcSecret, '287082', 59_000 + TOTP_PERIOD_SECONDS * 1000)).toBe(1);
    expect(matchTotpStep(rfcSecret, '287082', 59_000 + 2 * TOTP_PERIOD_SECONDS * 1000)).toBeNull();
    expect(matchTotpStep(rfcSecret, '287083', 59_000)).toBeNull();
    expect(matchTotpStep(rfcSecret, '28708', 59_000)).toBeNull();
  });

  it('accepts what an authenticator app shows now, for a new secret', () => {
    const secret = newTotpSecret();
    expect(secret).toHaveLength(20);
    expect(matchTotpStep(secret, generateTOTP(secret, TOTP_PERIOD_SECONDS, 6))).toBe(totpStepAt(Date.now()));
  });

  it('gives the app an otpauth URI naming the portal and the account, and the base32 secret', () => {
    const { uri, secret } = totpKeyUri(rfcSecret, 'owner@oneclick.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/OneClick%20Portal:owner%40oneclick\.test\?/);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new URL(uri).searchParams.get('period')).toBe('30');
  });
});
