import { ROLES } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { totpCredentials } from '../../src/db/schema/index.js';
import { createSecretBox, newSecretsKey, parseSecretsKeys, rotateSecretsKeys } from '../../src/utils/secret-box.js';
import { insertUser } from '../helpers/factories.js';
import { enrolTotp, passwordStep, secondStepWith, totpCodeFor } from '../helpers/second-factor.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/**
 * Issue 43, item 6: authenticator secrets are kept sealed under SECRETS_KEY, which the database
 * does not hold, so a dump of it alone yields no codes; secrets kept in clear before are sealed
 * at start, and a rotated key seals them all again at the next start.
 */
describe('authenticator secrets sealed outside the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const storedSecret = async (userId: string) =>
    (await t.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)))[0]!.secret;

  /** An authenticator secret as the portal kept it before sealing: base64 in the row. */
  async function keptInClear(userId: string, secret: string): Promise<Buffer> {
    const raw = Buffer.from(secret);
    await t.database.db
      .insert(totpCredentials)
      .values({ userId, secret: raw.toString('base64'), confirmedAt: new Date() });
    return raw;
  }

  /** Every key a start of this file sealed with: the other tests' secrets open with one of them. */
  const keysUsed: string[] = [];

  /** Another start of the portal on the same database, with these keys first; its start-up work done. */
  async function startWith(keys: string) {
    keysUsed.unshift(keys);
    const app = await buildApp(
      {
        config: t.config,
        db: t.database.db,
        listen: t.database.listen,
        licenceSigner: t.licenceSigner,
        secretBox: createSecretBox(parseSecretsKeys([...keysUsed, t.secretsKey].join(','), 'test')),
      },
      { logger: false },
    );
    await app.ready();
    await app.close();
  }

  it('keeps no secret the database alone can read, and the second step still works', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const { secret } = await enrolTotp(t, admin);
    const stored = await storedSecret(admin.id);
    expect(stored).toMatch(/^v1\./);
    const raw = base32Decode(secret);
    expect(stored).not.toContain(raw.toString('base64'));
    expect(stored).not.toContain(raw.toString('base64url'));
    expect(t.secretBox.open(stored)).toEqual(new Uint8Array(raw));
    expect((await secondStepWith(t, await passwordStep(t, admin), totpCodeFor(secret, 1))).statusCode).toBe(200);
  });

  it('seals at start a secret kept in clear from before, and the owner signs in with the same app', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const raw = await keptInClear(admin.id, '12345678901234567890');
    const keys = newSecretsKey();
    await startWith(keys);
    const stored = await storedSecret(admin.id);
    expect(stored).toMatch(/^v1\./);
    expect(createSecretBox(parseSecretsKeys(keys, 'test')).open(stored)).toEqual(new Uint8Array(raw));
  });

  it('seals every secret again with the new key at the start after a rotation', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const raw = await keptInClear(admin.id, 'abcdefghijabcdefghij');
    const old = newSecretsKey();
    await startWith(old);
    const sealedWithOld = await storedSecret(admin.id);

    const rotated = rotateSecretsKeys(parseSecretsKeys(old, 'old'));
    await startWith(rotated);
    const sealedWithNew = await storedSecret(admin.id);
    expect(sealedWithNew).not.toBe(sealedWithOld);
    const newKeyOnly = rotated.split(',')[0]!;
    expect(createSecretBox(parseSecretsKeys(newKeyOnly, 'new')).open(sealedWithNew)).toEqual(new Uint8Array(raw));
    expect(() => createSecretBox(parseSecretsKeys(old, 'old')).open(sealedWithNew)).toThrow();
  });
});
