import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../app-error.js';

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane (algorithm 2 = argon2id).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** On the shipped list of about 49,000 common and breached passwords (any case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Refuses a common password with the call's failure type, naming the field for the form. */
export function assertUncommonPassword(
  password: string,
  code: 'CHANGE_PWD_FAIL' | 'REQUEST_PWD_FAIL' | 'REGISTER_FAIL',
): void {
  if (isCommonPassword(password)) {
    throw new AppError(code, 400, 'This password is too common.', { fields: { password: 'PASSWORD_TOO_COMMON' } });
  }
}
