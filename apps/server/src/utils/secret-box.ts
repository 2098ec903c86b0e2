import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileIfExists } from './read-file-if-exists.js';

/**
 * Secrets the portal must read back (authenticator apps' keys) are kept in the database sealed
 * with AES-256-GCM under a key that lives outside it (SECRETS_KEY, or a file in the data folder),
 * so that a dump of the database alone yields none of them. A sealed value names its key
 * (`v1.<key id>.<iv, tag and ciphertext in base64url>`), so the keys can be rotated: the first
 * key seals, any key of the list opens.
 */
export interface SecretBox {
  seal(plain: Uint8Array): string;
  open(sealed: string): Uint8Array;
  /** Whether `stored` was sealed (with any key), rather than kept in clear before sealing existed. */
  isSealed(stored: string): boolean;
  /** Whether `stored` is not sealed with the current key (kept in clear, or sealed with an older key). */
  needsSealing(stored: string): boolean;
}

export const SECRETS_KEY_FILE = 'secrets-key.txt';
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

/** A key as SECRETS_KEY writes it: 32 random bytes in base64. */
export function newSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** SECRETS_KEY's keys, the current first: base64 of 32 bytes each, comma-separated. */
export function parseSecretsKeys(text: string, source: string): Buffer[] {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => Buffer.from(key, 'base64'));
  if (keys.length === 0 || keys.some((key) => key.length !== KEY_BYTES)) {
    throw new SecretBoxError(`${source}: must be 32 random bytes in base64 (openssl rand -base64 32), comma-separated`);
  }
  return keys;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function createSecretBox(keys: Buffer[]): SecretBox {
  const [current] = keys;
  if (!current) throw new SecretBoxError('a secret box needs a key');
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const currentId = keyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [VERSION, currentId, Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, id, data] = sealed.split('.');
      const key = id === undefined ? undefined : byId.get(id);
      if (version !== VERSION || !key || !data) {
        throw new SecretBoxError('a secret is sealed with a key the portal does not have (check SECRETS_KEY)');
      }
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]));
    },
    isSealed: (stored) => stored.startsWith(`${VERSION}.`),
    needsSealing: (stored) => !stored.startsWith(`${VERSION}.${currentId}.`),
  };
}

/**
 * The keys from SECRETS_KEY, or else from the data folder, where the first start writes one (the
 * embedded default; production sets SECRETS_KEY, which is then written nowhere).
 */
export async function loadSecretsKeys(config: { secretsKey: string | undefined; dataDir: string }): Promise<Buffer[]> {
  if (config.secretsKey) return parseSecretsKeys(config.secretsKey, 'SECRETS_KEY');
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  const saved = await readFileIfExists(file);
  if (saved !== null) return parseSecretsKeys(saved, file);
  const key = newSecretsKey();
  await writeSecretsKeyFile(config.dataDir, key);
  return parseSecretsKeys(key, file);
}

/** The keys after a rotation, as SECRETS_KEY writes them: a new key to seal with, then the ones that still open. */
export function rotateSecretsKeys(keys: Buffer[]): string {
  return [newSecretsKey(), ...keys.map((key) => key.toString('base64'))].join(',');
}

/** Written whole or not at all, readable by the portal's user only. */
export async function writeSecretsKeyFile(dataDir: string, keys: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(partial, `${keys}\n`, { mode: 0o600 });
  await rename(partial, file);
}
