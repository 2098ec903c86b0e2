import { LICENCE_JWS_TYPE, type LicenceClaims, licenceClaimsSchema } from '@oneclick/shared';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';

export type LicenceRefusal =
  /** Not signed by a key the software trusts, altered since, or no licence at all. */
  | 'BAD_SIGNATURE'
  /** Not the answer to this request: a replay. */
  | 'WRONG_NONCE'
  /** Issued for another machine. */
  | 'WRONG_MACHINE'
  /** The machine's clock is before the time the portal signed the licence at. */
  | 'CLOCK_ROLLED_BACK'
  /** Past its valid-until: the software must check in. */
  | 'EXPIRED'
  /** The kept state is not what the software wrote (no token or no licence): sign in again. */
  | 'BAD_STATE';

export class LicenceRefused extends Error {
  override name = 'LicenceRefused';

  constructor(readonly reason: LicenceRefusal) {
    super(`The licence is refused: ${reason}.`);
  }
}

/** The claims of a licence signed by one of `keys` as a licence (`typ`), or BAD_SIGNATURE. */
async function signedClaims(licence: string, keys: JSONWebKeySet): Promise<LicenceClaims> {
  const verified = await compactVerify(licence, createLocalJWKSet(keys), { algorithms: ['EdDSA'] }).catch(() => null);
  if (verified?.protectedHeader.typ !== LICENCE_JWS_TYPE) throw new LicenceRefused('BAD_SIGNATURE');
  const claims = licenceClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(verified.payload)));
  if (!claims.success) throw new LicenceRefused('BAD_SIGNATURE');
  return claims.data;
}

/**
 * What the software checks in an answer from the portal: the signature, by one of the keys it
 * trusts (LicenceClient picks them: the pinned set, or the pinned portal's for a new key id);
 * that the licence answers this very request (its nonce) for this machine. Returns its claims.
 */
export async function verifyLicence(
  licence: string,
  keys: JSONWebKeySet,
  expected: { nonce: string; fingerprint: string },
): Promise<LicenceClaims> {
  const claims = await signedClaims(licence, keys);
  if (claims.nonce !== expected.nonce) throw new LicenceRefused('WRONG_NONCE');
  if (claims.fingerprint !== expected.fingerprint) throw new LicenceRefused('WRONG_MACHINE');
  return claims;
}

/**
 * A licence the software kept from an earlier answer (whose nonce it checked then): signed by a
 * trusted key, unaltered, and this machine's. An edited or swapped licence is refused.
 */
export async function verifyKeptLicence(
  licence: string,
  keys: JSONWebKeySet,
  fingerprint: string,
): Promise<LicenceClaims> {
  const claims = await signedClaims(licence, keys);
  if (claims.fingerprint !== fingerprint) throw new LicenceRefused('WRONG_MACHINE');
  return claims;
}

/** Clocks differ a little: a machine this far behind the portal is not taken for a rolled-back one. */
export const CLOCK_SKEW_SECONDS = 300;

/**
 * Whether a verified licence may be used now, by the machine's clock. The only time the software
 * trusts is the portal's, signed into the licence (`iat`): a clock before it was set back. Past
 * `validUntil` the software must check in.
 */
export function assertInForce(claims: LicenceClaims, now: Date = new Date()): void {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (nowSeconds < claims.iat - CLOCK_SKEW_SECONDS) throw new LicenceRefused('CLOCK_ROLLED_BACK');
  if (nowSeconds >= claims.validUntil) throw new LicenceRefused('EXPIRED');
}
