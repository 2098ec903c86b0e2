import { effectiveRole } from './account-type.js';
import { PACKAGE_FEATURES, PACKAGES, type PackageFeature } from './packages.js';
import { ROLES, type RoleCode } from './roles.js';

/** The JWS header's `typ` of a licence: no other token signed with the portal's key passes for one. */
export const LICENCE_JWS_TYPE = 'oneclick-licence+jws';

/** Where the portal serves the JWK set of its licence keys, outside the API: a standard place for a key set. */
export const LICENCE_KEYS_PATH = '/.well-known/oneclick-licence-keys.json';

/** How long a signed licence may be used offline before the software must check in again. */
export const LICENCE_OFFLINE_DAYS = 14;
/** A device code (RFC 8628) waits this long for the user's approval. */
export const DEVICE_CODE_TTL_SECONDS = 600;
/** The software polls for its device token no faster than this; faster answers `slow_down`. */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** A device token stops working after this many days without a check-in; each check-in renews it. */
export const DEVICE_TOKEN_IDLE_DAYS = 90;

/** Machines that may hold a seat at once, per account type (the effective one: an expired plan is Free). */
export const MACHINE_SEATS: Record<RoleCode, number> = {
  [ROLES.superAdmin]: 10,
  [ROLES.admin]: 10,
  [ROLES.reseller]: 2,
  [ROLES.trial]: 1,
  [ROLES.free]: 1,
  [ROLES.pro]: 2,
  [ROLES.premium]: 3,
  [ROLES.enterprise]: 10,
  [ROLES.proDesigner]: 2,
};

/** The extension's features each account type unlocks: the pricing page's packages, and all of them beyond. */
export const LICENCE_FEATURES: Record<RoleCode, readonly PackageFeature[]> = {
  [ROLES.superAdmin]: PACKAGE_FEATURES,
  [ROLES.admin]: PACKAGE_FEATURES,
  [ROLES.reseller]: PACKAGES.basic.features,
  [ROLES.trial]: PACKAGES.pro.features,
  [ROLES.free]: PACKAGES.basic.features,
  [ROLES.pro]: PACKAGES.pro.features,
  [ROLES.premium]: PACKAGES.premium.features,
  [ROLES.enterprise]: PACKAGE_FEATURES,
  [ROLES.proDesigner]: PACKAGES.pro.features,
};

/** What a signed licence says (its JWS payload); times are seconds since the epoch, as in JWT. */
export interface LicenceClaims {
  /** The portal account's id. */
  sub: string;
  /** The effective account type: a paid plan past its expiry is Free. */
  accountType: RoleCode;
  /** When the paid plan ends; null for Free and staff accounts, which do not expire. */
  planExpiresAt: number | null;
  features: readonly PackageFeature[];
  fingerprint: string;
  nonce: string;
  iat: number;
  /** The licence is used offline until then at the latest, and never past the plan's end. */
  validUntil: number;
}

export interface LicenceHolder {
  id: string;
  role: RoleCode;
  expiresAt: Date | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The licence a machine gets now: what the plan is worth today, for at most LICENCE_OFFLINE_DAYS. */
export function licenceClaims(
  holder: LicenceHolder,
  machine: { fingerprint: string; nonce: string },
  now: Date = new Date(),
): LicenceClaims {
  const accountType = effectiveRole(holder.role, holder.expiresAt, now);
  const planExpiresAt = accountType === holder.role && holder.expiresAt ? holder.expiresAt : null;
  const offlineEnd = seconds(now) + LICENCE_OFFLINE_DAYS * 24 * 60 * 60;
  return {
    sub: holder.id,
    accountType,
    planExpiresAt: planExpiresAt ? seconds(planExpiresAt) : null,
    features: LICENCE_FEATURES[accountType],
    fingerprint: machine.fingerprint,
    nonce: machine.nonce,
    iat: seconds(now),
    validUntil: planExpiresAt ? Math.min(offlineEnd, seconds(planExpiresAt)) : offlineEnd,
  };
}

/** The letters of a user code (RFC 8628 §6.1): consonants only, none that look alike, no words. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** A user code as people type it (any case, spaces, a dash), in its stored form: `BCDFGHJK`. */
export function normaliseUserCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z]/g, '');
}

/** A user code as shown: `BCDF-GHJK`. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
