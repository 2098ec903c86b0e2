import { randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@oneclick/shared';

/** A fresh user code: 20 letters over 8 places, 2.6 × 10¹⁰ codes, guessed only within the lookup rate limit. */
export function newUserCode(): string {
  return Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)]).join(
    '',
  );
}
