import { randomBytes } from 'node:crypto';
import { LICENCE_KEY_ALPHABET, LICENCE_KEY_LENGTH } from '@oneclick/shared';

/** A new key code in its stored form: 80 bits from the CSPRNG, 5 bits to a character. */
export function newKeyCode(): string {
  const bytes = randomBytes((LICENCE_KEY_LENGTH * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < LICENCE_KEY_LENGTH; i += 1) {
    code = LICENCE_KEY_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}
