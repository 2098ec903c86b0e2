import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  loadSecretsKeys,
  newSecretsKey,
  parseSecretsKeys,
  rotateSecretsKeys,
  SECRETS_KEY_FILE,
  SecretBoxError,
} from './secret-box.js';

const box = (keys: string) => createSecretBox(parseSecretsKeys(keys, 'the test'));
const secret = new Uint8Array([1, 2, 3, 250, 251, 252]);

describe('the secret box', () => {
  it('seals so that only its keys open, differently each time, and tells a tampered value', () => {
    const key = newSecretsKey();
    const sealed = box(key).seal(secret);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+$/);
    expect(box(key).seal(secret)).not.toBe(sealed);
    expect(box(key).open(sealed)).toEqual(secret);
    expect(() => box(newSecretsKey()).open(sealed)).toThrow(SecretBoxError);
    const [version, id, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    expect(() => box(key).open([version, id, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('opens with any key of a rotated list, seals with the new one, and says what needs sealing again', () => {
    const old = newSecretsKey();
    const sealedBefore = box(old).seal(secret);
    const rotated = rotateSecretsKeys(parseSecretsKeys(old, 'old'));
    expect(rotated.endsWith(`,${old}`)).toBe(true);
    const after = box(rotated);
    expect(after.open(sealedBefore)).toEqual(secret);
    expect(after.needsSealing(sealedBefore)).toBe(true);
    expect(after.needsSealing(after.seal(secret))).toBe(false);
    expect(after.isSealed(sealedBefore)).toBe(true);
    expect(after.isSealed(Buffer.from(secret).toString('base64'))).toBe(false);
  });

  it('refuses a key that is not 32 bytes of base64, naming where it came from', () => {
    expect(() => parseSecretsKeys('short', 'SECRETS_KEY')).toThrow(/^SECRETS_KEY: must be 32 random bytes/);
    expect(() => parseSecretsKeys('', 'SECRETS_KEY')).toThrow(SecretBoxError);
  });

  it('keeps a key of its own in the data folder when SECRETS_KEY is unset, readable by its owner only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-secrets-'));
    try {
      const first = await loadSecretsKeys({ secretsKey: undefined, dataDir });
      const file = path.join(dataDir, SECRETS_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(await loadSecretsKeys({ secretsKey: undefined, dataDir })).toEqual(first);
      const fromEnv = newSecretsKey();
      expect(await loadSecretsKeys({ secretsKey: fromEnv, dataDir })).toEqual(parseSecretsKeys(fromEnv, 'env'));
      expect(readFileSync(file, 'utf8').trim()).toBe(first[0]!.toString('base64'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
