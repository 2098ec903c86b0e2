import { ROLES } from './roles.js';

/** Crockford's base32: no I, L, O or U, so a code copied by hand cannot be misread. */
export const LICENCE_KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits each: 80 random bits (D4). */
export const LICENCE_KEY_LENGTH = 16;

/** The packages a key can carry, in the order the spec lists them. */
export const LICENCE_KEY_PACKAGES = [ROLES.proDesigner, ROLES.pro, ROLES.premium, ROLES.enterprise] as const;
export type LicenceKeyPackage = (typeof LICENCE_KEY_PACKAGES)[number];

export const LICENCE_KEY_DEFAULTS = { quantity: 5, months: 12 } as const;
export const LICENCE_KEY_LIMITS = { maxQuantity: 1000, maxMonths: 36 } as const;

export const LICENCE_KEY_STATUSES = ['unused', 'used', 'deleted'] as const;
export type LicenceKeyStatus = (typeof LICENCE_KEY_STATUSES)[number];

const CODE_PATTERN = new RegExp(`^[${LICENCE_KEY_ALPHABET}]{${LICENCE_KEY_LENGTH}}$`);
const CODE_PART_PATTERN = new RegExp(`^[${LICENCE_KEY_ALPHABET}]{1,${LICENCE_KEY_LENGTH}}$`);

/**
 * Typed characters as the key alphabet reads them: upper case, dashes and surrounding blanks
 * dropped, and Crockford's look-alikes read as the digits they stand for (O as 0, I and L as 1).
 */
function readKeyCharacters(input: string): string {
  return input.trim().toUpperCase().replaceAll('-', '').replaceAll('O', '0').replace(/[IL]/g, '1');
}

/**
 * The stored form of a typed code: any case, with or without the dashes, surrounding blanks
 * ignored, O read as 0 and I or L as 1. Null when it cannot be a code (a space inside, a U,
 * the wrong length). Every form that takes a key goes through it, on the server.
 */
export function normalizeKeyCode(input: string): string | null {
  const compact = readKeyCharacters(input);
  return CODE_PATTERN.test(compact) ? compact : null;
}

/** The start of a code (a search), read as `normalizeKeyCode` reads a whole one; null when no code starts so. */
export function normalizeKeyCodeStart(input: string): string | null {
  const compact = readKeyCharacters(input);
  return CODE_PART_PATTERN.test(compact) ? compact : null;
}

/** How a code is shown: `XXXX-XXXX-XXXX-XXXX`. */
export function formatKeyCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
