import { LICENCE_JWS_TYPE, type LicenceClaims, licenceClaims, ROLES } from '@oneclick/shared';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertInForce,
  CLOCK_SKEW_SECONDS,
  LicenceRefused,
  verifyKeptLicence,
  verifyLicence,
} from './verify-licence.js';

const issuedAt = new Date('2026-11-25T10:00:00Z');
const machine = { fingerprint: 'fp-1', nonce: 'nonce-1' };
const claims = licenceClaims(
  { id: 'u1', role: ROLES.pro, expiresAt: new Date('2027-11-25T00:00:00Z') },
  machine,
  issuedAt,
);

let keys: JSONWebKeySet;
let sign: (payload: unknown, typ?: string) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  keys = { keys: [{ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }] };
  sign = (payload, typ = LICENCE_JWS_TYPE) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'EdDSA', kid, typ })
      .sign(privateKey);
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LicenceRefused);
  return (error as LicenceRefused).reason;
}

describe('verifyLicence', () => {
  it('accepts the answer to its own request', async () => {
    expect(await verifyLicence(await sign(claims), keys, machine)).toEqual(claims);
  });

  it('refuses a licence altered after signing', async () => {
    const [header, , signature] = (await sign(claims)).split('.');
    const stretched: LicenceClaims = { ...claims, validUntil: claims.validUntil + 365 * 24 * 3600 };
    const forged = `${header}.${Buffer.from(JSON.stringify(stretched)).toString('base64url')}.${signature}`;
    expect(await refusal(verifyLicence(forged, keys, machine))).toBe('BAD_SIGNATURE');
  });

  it('refuses a licence signed by a key the portal does not publish', async () => {
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const kid = keys.keys[0]!.kid!;
    const licence = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: LICENCE_JWS_TYPE })
      .sign(other.privateKey);
    expect(await refusal(verifyLicence(licence, keys, machine))).toBe('BAD_SIGNATURE');
  });

  it('refuses another kind of token signed with the same key', async () => {
    expect(await refusal(verifyLicence(await sign(claims, 'JWT'), keys, machine))).toBe('BAD_SIGNATURE');
  });

  it('refuses a replayed answer (another nonce) and another machine', async () => {
    const licence = await sign(claims);
    expect(await refusal(verifyLicence(licence, keys, { ...machine, nonce: 'nonce-2' }))).toBe('WRONG_NONCE');
    expect(await refusal(verifyLicence(licence, keys, { ...machine, fingerprint: 'fp-2' }))).toBe('WRONG_MACHINE');
  });
});

describe('verifyKeptLicence', () => {
  it("accepts the machine's own kept licence, whatever nonce it answered", async () => {
    expect(await verifyKeptLicence(await sign(claims), keys, machine.fingerprint)).toEqual(claims);
  });

  it("refuses another machine's licence, and a signed payload that is no licence (no issue time)", async () => {
    expect(await refusal(verifyKeptLicence(await sign(claims), keys, 'fp-2'))).toBe('WRONG_MACHINE');
    const noIssueTime = { ...claims, iat: undefined };
    expect(await refusal(verifyKeptLicence(await sign(noIssueTime), keys, machine.fingerprint))).toBe('BAD_SIGNATURE');
  });
});

describe('assertInForce', () => {
  const at = (iso: string) => new Date(iso);

  it('lets the licence be used from its issue until its valid-until', () => {
    expect(() => assertInForce(claims, at('2026-12-01T00:00:00Z'))).not.toThrow();
    expect(() => assertInForce(claims, new Date(claims.validUntil * 1000))).toThrow(
      expect.objectContaining({ reason: 'EXPIRED' }),
    );
  });

  it('sends a machine whose clock is before the time the portal signed at to check in', () => {
    expect(() => assertInForce(claims, at('2026-11-20T00:00:00Z'))).toThrow(
      expect.objectContaining({ reason: 'CLOCK_ROLLED_BACK' }),
    );
  });

  it('tolerates a clock a few minutes behind the portal', () => {
    expect(() => assertInForce(claims, new Date((claims.iat - CLOCK_SKEW_SECONDS + 1) * 1000))).not.toThrow();
  });
});
