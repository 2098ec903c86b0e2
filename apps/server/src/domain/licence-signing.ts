import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LICENCE_JWS_TYPE, LICENCE_OFFLINE_DAYS, type LicenceClaims, type LicencePublicKeys } from '@oneclick/shared';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair, importJWK } from 'jose';
import { z } from 'zod';
import { readFileIfExists } from '../utils/read-file-if-exists.js';

export const LICENCE_KEY_RING_FILE = 'licence-signing-keys.json';

const DAY_MS = 24 * 60 * 60 * 1000;

const signingKeySchema = z.object({
  /** RFC 7638 thumbprint of the public key: the `kid` of what it signs. */
  kid: z.string().min(1),
  privateJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), d: z.string() }),
  createdAt: z.iso.datetime(),
  /** Set when a newer key took over: the key signs nothing more, and is published until its licences expire. */
  retiredAt: z.iso.datetime().nullable(),
});
const keyRingSchema = z.object({ keys: z.array(signingKeySchema).min(1) });

export type LicenceKeyRing = z.infer<typeof keyRingSchema>;
export type SigningKey = z.infer<typeof signingKeySchema>;

export class LicenceKeyRingError extends Error {
  override name = 'LicenceKeyRingError';
}

export async function newSigningKey(now: Date = new Date()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const { kty, crv, x, d } = await exportJWK(privateKey);
  return {
    kid: await calculateJwkThumbprint(await exportJWK(publicKey)),
    privateJwk: { kty: kty as 'OKP', crv: crv as 'Ed25519', x: x!, d: d! },
    createdAt: now.toISOString(),
    retiredAt: null,
  };
}

/** The key that signs: the one not retired. */
function currentKey(ring: LicenceKeyRing): SigningKey {
  const current = ring.keys.filter((key) => key.retiredAt === null);
  if (current.length !== 1) throw new LicenceKeyRingError('The licence key ring must have exactly one key in use.');
  return current[0]!;
}

/** A retired key is kept while licences it signed may still be in use offline. */
function stillPublished(key: SigningKey, now: Date): boolean {
  return key.retiredAt === null || new Date(key.retiredAt).getTime() + LICENCE_OFFLINE_DAYS * DAY_MS > now.getTime();
}

/** A new key takes over; the one it replaces is retired, and keys no licence can need any more go. */
export async function rotateKeyRing(ring: LicenceKeyRing, now: Date = new Date()): Promise<LicenceKeyRing> {
  const retired = ring.keys.map((key) => (key.retiredAt ? key : { ...key, retiredAt: now.toISOString() }));
  return { keys: [await newSigningKey(now), ...retired.filter((key) => stillPublished(key, now))] };
}

export function parseKeyRing(json: string, source: string): LicenceKeyRing {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new LicenceKeyRingError(`${source} is not JSON.`);
  }
  const parsed = keyRingSchema.safeParse(value);
  if (!parsed.success) throw new LicenceKeyRingError(`${source} is not a licence key ring: ${parsed.error.message}`);
  currentKey(parsed.data);
  return parsed.data;
}

/** Written whole or not at all, readable by the portal's user only. */
export async function writeKeyRingFile(file: string, ring: LicenceKeyRing): Promise<void> {
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, `${JSON.stringify(ring, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, file);
}

/**
 * The ring from LICENCE_SIGNING_KEY, or else from the data folder, where the first start writes a
 * new one.
 */
export async function loadKeyRing(config: {
  licenceSigningKey: string | undefined;
  dataDir: string;
}): Promise<LicenceKeyRing> {
  if (config.licenceSigningKey) return parseKeyRing(config.licenceSigningKey, 'LICENCE_SIGNING_KEY');
  const file = path.join(config.dataDir, LICENCE_KEY_RING_FILE);
  const saved = await readFileIfExists(file);
  if (saved !== null) return parseKeyRing(saved, file);
  const ring = { keys: [await newSigningKey()] };
  // On PostgreSQL nothing else may have made the data folder yet.
  await mkdir(config.dataDir, { recursive: true });
  await writeKeyRingFile(file, ring);
  return ring;
}

/** Signs licences with the ring's current key and publishes the public keys licences may carry. */
export interface LicenceSigner {
  sign(claims: LicenceClaims): Promise<string>;
  /** The JWK set served at /.well-known/oneclick-licence-keys.json. */
  publicKeys(now?: Date): LicencePublicKeys;
}

/** A signer with a key of its own, kept nowhere: for tests and benchmarks. */
export async function throwawayLicenceSigner(): Promise<LicenceSigner> {
  return licenceSigner({ keys: [await newSigningKey()] });
}

export async function licenceSigner(ring: LicenceKeyRing): Promise<LicenceSigner> {
  const current = currentKey(ring);
  const privateKey = await importJWK(current.privateJwk, 'EdDSA');
  return {
    sign: (claims) =>
      new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
        .setProtectedHeader({ alg: 'EdDSA', kid: current.kid, typ: LICENCE_JWS_TYPE })
        .sign(privateKey),
    publicKeys: (now = new Date()) => ({
      keys: ring.keys
        .filter((key) => stillPublished(key, now))
        .map(({ kid, privateJwk: { kty, crv, x } }) => ({
          kty,
          crv,
          x,
          kid,
          alg: 'EdDSA' as const,
          use: 'sig' as const,
        })),
    }),
  };
}
