import { randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@oneclick/shared';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

const ISSUER = 'OneClick Portal';
/** A code from the step before or after is accepted too: phones' clocks drift. */
const STEPS_OF_DRIFT = 1;

/** A new shared secret: 160 bits, as RFC 4226 recommends. */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

/** What an authenticator app scans (`otpauth://totp/...`), and the secret as typed by hand (base32). */
export function totpKeyUri(secret: Uint8Array, accountName: string): { uri: string; secret: string } {
  const uri = createTOTPKeyURI(ISSUER, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  return { uri, secret: new URL(uri).searchParams.get('secret')! };
}

export function totpStepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within the drift allowed around `now`, or null. The caller
 * accepts it only if the step is later than the last one used, so a code works once.
 */
export function matchTotpStep(secret: Uint8Array, code: string, now: number = Date.now()): number | null {
  const given = Buffer.from(code);
  const current = totpStepAt(now);
  for (let step = current - STEPS_OF_DRIFT; step <= current + STEPS_OF_DRIFT; step++) {
    const expected = Buffer.from(generateHOTP(secret, BigInt(step), TOTP_DIGITS));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}
