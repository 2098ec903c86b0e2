import { isAdminRole, type RoleCode } from './roles.js';

/** The ways to prove a second factor after the password: an authenticator app's code, or a passkey. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** RFC 6238 as every authenticator app reads it: six digits, a new one every 30 seconds, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** Single-use codes for when the authenticator is lost, shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters of Crockford's alphabet (50 bits), shown as two groups of five. */
export const RECOVERY_CODE_LENGTH = 10;

/** An admin's session can mint licence keys and change roles: roles 0 and 1 must have a second factor. */
export function needsSecondFactor(role: RoleCode): boolean {
  return isAdminRole(role);
}

/** A typed TOTP code: digits only, spaces allowed between them. */
export function normaliseTotpCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** A typed recovery code: any case, dashes and spaces ignored, Crockford look-alikes read as the same. */
export function normaliseRecoveryCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
