import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/auth/one-time-tokens.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser } from '../helpers/factories.js';
import { postJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

const CHECK = '/api/v1/auth/check-link';

describe('checking a one-time link before showing its form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function resetToken() {
    const user = await insertUser(t.database.db);
    return issueToken(fixtureWrites(t.database.db), { purpose: 'reset_password', userId: user.id, ttlSeconds: 3600 });
  }

  it('says a live link can be used, and asking does not use it', async () => {
    const token = await resetToken();
    for (let i = 0; i < 2; i++) {
      const res = await postJson(t, CHECK, { purpose: 'reset_password', token });
      expect(res.statusCode).toBe(200);
    }
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row!.usedAt).toBeNull();
  });

  it('names a used, an expired and an unknown link', async () => {
    const used = await resetToken();
    await t.database.db
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(used)));
    const expired = await resetToken();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(expired)));

    const answers = await Promise.all(
      [used, expired, 'no-such-token'].map((token) => postJson(t, CHECK, { purpose: 'reset_password', token })),
    );
    expect(answers.map((res) => [res.statusCode, res.json().code])).toEqual([
      [410, 'TOKEN_USED'],
      [410, 'TOKEN_EXPIRED'],
      [400, 'TOKEN_INVALID'],
    ]);
  });

  it('does not take a reset link for a setup link', async () => {
    const token = await resetToken();
    const res = await postJson(t, CHECK, { purpose: 'setup_admin', token });
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it.each([
    [{ purpose: 'verify_email', token: 'x' }],
    [{ purpose: 'reset_password' }],
    [{ purpose: 'reset_password', token: 'x', extra: 1 }],
    [{ purpose: 'reset_password', token: 'x'.repeat(201) }],
  ])('refuses a malformed request %j with VALIDATION_FAILED', async (body) => {
    const res = await postJson(t, CHECK, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
