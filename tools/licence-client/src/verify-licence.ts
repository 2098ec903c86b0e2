import { LICENCE_JWS_TYPE, type LicenceClaims } from '@oneclick/shared';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';

export type LicenceRefusal =
  /** Not signed by a key the portal publishes, or altered since. */
  | 'BAD_SIGNATURE'
  /** Not the answer to this request: a replay. */
  | 'WRONG_NONCE'
  /** Issued for another machine. */
  | 'WRONG_MACHINE'
  /** The machine's clock is before a time the portal already vouched for. */
  | 'CLOCK_ROLLED_BACK'
  /** Past its valid-until: the software must check in. */
  | 'EXPIRED';

export class LicenceRefused extends Error {
  override name = 'LicenceRefused';

  constructor(readonly reason: LicenceRefusal) {
    super(`The licence is refused: ${reason}.`);
  }
}

/**
 * What the software checks in an answer from the portal: the signature, by a key of the portal's
 * published set (which the extension ships with and refreshes); that the licence answers this
 * very request (its nonce) for this machine. Returns the licence's claims.
 */
export async function verifyLicence(
  licence: string,
  keys: JSONWebKeySet,
  expected: { nonce: string; fingerprint: string },
): Promise<LicenceClaims> {
  const verified = await compactVerify(licence, createLocalJWKSet(keys), { algorithms: ['EdDSA'] }).catch(() => null);
  if (verified?.protectedHeader.typ !== LICENCE_JWS_TYPE) throw new LicenceRefused('BAD_SIGNATURE');
  const { payload } = verified;
  const claims = JSON.parse(new TextDecoder().decode(payload)) as LicenceClaims;
  if (claims.nonce !== expected.nonce) throw new LicenceRefused('WRONG_NONCE');
  if (claims.fingerprint !== expected.fingerprint) throw new LicenceRefused('WRONG_MACHINE');
  return claims;
}

/** Clocks differ a little: a machine this far behind the portal is not taken for a rolled-back one. */
export const CLOCK_SKEW_SECONDS = 300;

/** What the software remembers between runs: the latest time, the portal's or its own, it has seen (seconds). */
export interface OfflineState {
  latestTimeSeen: number;
}

/**
 * Whether a verified licence may be used offline now, by the machine's clock, and the state to
 * remember. A clock set back before a time already seen (the portal's or the machine's own), or
 * a licence past its valid-until, sends the software back to check in.
 */
export function useOffline(claims: LicenceClaims, state: OfflineState, now: Date = new Date()): OfflineState {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const latestTimeSeen = Math.max(state.latestTimeSeen, claims.iat);
  if (nowSeconds < latestTimeSeen - CLOCK_SKEW_SECONDS) throw new LicenceRefused('CLOCK_ROLLED_BACK');
  if (nowSeconds >= claims.validUntil) throw new LicenceRefused('EXPIRED');
  return { latestTimeSeen: Math.max(latestTimeSeen, nowSeconds) };
}
