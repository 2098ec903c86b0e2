import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { postJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('e-mail verification', () => {
  let t: TestApp;
  let n = 0;

  async function register(): Promise<string> {
    n += 1;
    const email = `verify-${n}@factory.test`;
    const res = await postJson(t, '/api/v1/auth/register', {
      name: 'Somchai',
      email,
      password: 'teak veneer 2026',
      password2: 'teak veneer 2026',
      country: 'TH',
      language: 'th',
    });
    expect(res.statusCode).toBe(201);
    return email;
  }

  const verifiedAt = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerifiedAt;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies the account once; the same link then answers TOKEN_USED', async () => {
    const email = await register();
    const token = await tokenMailedTo(t.database.db, email, '/verify_email');
    const first = await postJson(t, '/api/v1/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    const again = await postJson(t, '/api/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_USED');
  });

  it('refuses an expired link with TOKEN_EXPIRED and leaves the account unverified', async () => {
    const email = await register();
    const token = await tokenMailedTo(t.database.db, email, '/verify_email');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await postJson(t, '/api/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    expect(await verifiedAt(email)).toBeNull();
  });

  it.each([['made-up'], ['x'.repeat(200)], ['../../etc/passwd']])(
    'refuses the unknown token %s with TOKEN_INVALID',
    async (token) => {
      const res = await postJson(t, '/api/v1/auth/verify-email', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOKEN_INVALID');
    },
  );

  it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(201) }], [{ token: 42 }]])(
    'refuses the malformed body %j',
    async (body) => {
      const res = await postJson(t, '/api/v1/auth/verify-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );

  it('a new link replaces the old one, and the answer never says whether the address exists', async () => {
    const email = await register();
    const oldToken = await tokenMailedTo(t.database.db, email, '/verify_email');
    const known = await postJson(t, '/api/v1/auth/resend-verification', { email });
    const unknown = await postJson(t, '/api/v1/auth/resend-verification', { email: 'nobody@factory.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await emailsTo(t.database.db, 'nobody@factory.test')).toHaveLength(0);

    const newToken = await tokenMailedTo(t.database.db, email, '/verify_email');
    expect(newToken).not.toBe(oldToken);
    expect((await postJson(t, '/api/v1/auth/verify-email', { token: oldToken })).json().code).toBe('TOKEN_USED');
    expect((await postJson(t, '/api/v1/auth/verify-email', { token: newToken })).statusCode).toBe(200);
  });
});
