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

/**
 * The stored form of a typed code: any case, with or without the dashes, surrounding
 * blanks ignored. Null when it cannot be a code (a space inside, a look-alike letter).
 */
export function normalizeKeyCode(input: string): string | null {
  const compact = input.trim().toUpperCase().replaceAll('-', '');
  return CODE_PATTERN.test(compact) ? compact : null;
}

/** How a code is shown: `XXXX-XXXX-XXXX-XXXX`. */
export function formatKeyCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
