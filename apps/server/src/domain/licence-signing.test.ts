import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LICENCE_OFFLINE_DAYS, licenceClaims, ROLES } from '@oneclick/shared';
import { verifyLicence } from '@oneclick/licence-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LICENCE_KEY_RING_FILE,
  LicenceKeyRingError,
  licenceSigner,
  loadKeyRing,
  newSigningKey,
  rotateKeyRing,
} from './licence-signing.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const machine = { fingerprint: 'fp-1', nonce: 'nonce-1' };
const claims = licenceClaims({ id: 'u1', role: ROLES.free, expiresAt: null }, machine);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-keys-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadKeyRing', () => {
  it('writes a new ring into the data folder at first start, readable by the owner only, and reads it after', async () => {
    const first = await loadKeyRing({ licenceSigningKey: undefined, dataDir });
    const file = path.join(dataDir, LICENCE_KEY_RING_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadKeyRing({ licenceSigningKey: undefined, dataDir })).toEqual(first);
    expect(first.keys).toHaveLength(1);
  });

  it('makes the data folder when nothing has yet (a first start on PostgreSQL)', async () => {
    const fresh = path.join(dataDir, 'not', 'there', 'yet');
    await loadKeyRing({ licenceSigningKey: undefined, dataDir: fresh });
    expect(statSync(path.join(fresh, LICENCE_KEY_RING_FILE)).isFile()).toBe(true);
  });

  it('takes LICENCE_SIGNING_KEY over the data folder, which it leaves alone', async () => {
    const ring = { keys: [await newSigningKey()] };
    expect(await loadKeyRing({ licenceSigningKey: JSON.stringify(ring), dataDir })).toEqual(ring);
    expect(() => readFileSync(path.join(dataDir, LICENCE_KEY_RING_FILE))).toThrow();
  });

  it.each([
    ['not JSON', 'ed25519 please'],
    ['no keys', '{"keys":[]}'],
    ['a key without its private part', '{"keys":[{"kid":"k","privateJwk":{"kty":"OKP","crv":"Ed25519","x":"x"}}]}'],
  ])('refuses a ring that is %s', async (_what, value) => {
    await expect(loadKeyRing({ licenceSigningKey: value, dataDir })).rejects.toThrow(LicenceKeyRingError);
  });

  it('refuses a ring with two keys in use', async () => {
    const ring = { keys: [await newSigningKey(), await newSigningKey()] };
    await expect(loadKeyRing({ licenceSigningKey: JSON.stringify(ring), dataDir })).rejects.toThrow(
      'exactly one key in use',
    );
  });
});

describe('rotation', () => {
  it('signs with the new key and keeps the old one published until its licences have expired', async () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const ring = { keys: [await newSigningKey(start)] };
    const before = await licenceSigner(ring);
    const oldLicence = await before.sign(claims);

    const rotatedAt = new Date('2026-11-10T00:00:00Z');
    const rotated = await rotateKeyRing(ring, rotatedAt);
    const after = await licenceSigner(rotated);
    const newLicence = await after.sign(claims);
    const published = after.publicKeys(rotatedAt);
    expect(published.keys.map((key) => key.kid)).toEqual([rotated.keys[0]!.kid, ring.keys[0]!.kid]);
    expect(published.keys.every((key) => !('d' in key))).toBe(true);

    // Both verify against what is published, each under its own key id.
    expect(await verifyLicence(oldLicence, published, machine)).toEqual(claims);
    expect(await verifyLicence(newLicence, published, machine)).toEqual(claims);

    const lastDay = new Date(rotatedAt.getTime() + LICENCE_OFFLINE_DAYS * DAY_MS - 1);
    expect(after.publicKeys(lastDay).keys).toHaveLength(2);
    const gone = new Date(rotatedAt.getTime() + LICENCE_OFFLINE_DAYS * DAY_MS);
    expect(after.publicKeys(gone).keys.map((key) => key.kid)).toEqual([rotated.keys[0]!.kid]);
    await expect(verifyLicence(oldLicence, after.publicKeys(gone), machine)).rejects.toThrow('BAD_SIGNATURE');

    const again = await rotateKeyRing(rotated, gone);
    expect(again.keys.map((key) => key.kid)).toEqual([again.keys[0]!.kid, rotated.keys[0]!.kid]);
  });
});
