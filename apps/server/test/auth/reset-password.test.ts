import { ROLES } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { getJson, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { activatedMachine, checkIn as checkInAs } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const NEW_PASSWORD = 'birch edge banding 7';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkIn = (token: string, name: string) => checkInAs(t, token, name);
  const machineToken = (userId: string, name: string) => activatedMachine(t, userId, name);

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await insertUser(t.database.db, { language: 'th' });
    const known = await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const unknown = await postJson(t, '/api/v1/auth/forgot-password', { email: 'stranger@factory.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await emailsTo(t.database.db, user.email);
    expect(mail!.textBody).toMatch(/\/reset_password\?token=/);
    expect(mail!.textBody).not.toContain(TEST_PASSWORD);
    expect(await emailsTo(t.database.db, 'stranger@factory.test')).toHaveLength(0);
  });

  it('sets the new password once, verifies the address and signs out every session', async () => {
    const user = await insertUser(t.database.db, { emailVerifiedAt: null });
    await t.database.db.update(oneTimeTokens).set({ usedAt: sql`now()` });
    const before = await insertUser(t.database.db);
    const session = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: before.email, password: TEST_PASSWORD }),
    );
    await postJson(t, '/api/v1/auth/forgot-password', { email: before.email });
    const token = await tokenMailedTo(t.database.db, before.email, '/reset_password');

    const res = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: session })).json().user).toBeNull();
    expect((await postJson(t, '/api/v1/auth/login', { email: before.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const again = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: 'another fine phrase',
      password2: 'another fine phrase',
    });
    expect(again.json().code).toBe('TOKEN_USED');

    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const unverifiedToken = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    await postJson(t, '/api/v1/auth/reset-password', {
      token: unverifiedToken,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("signs out every machine the account's software runs on, and no other account's", async () => {
    const user = await insertUser(t.database.db, { role: ROLES.premium, expiresAt: new Date(Date.now() + 86_400_000) });
    const other = await insertUser(t.database.db);
    const tokens = await Promise.all(
      [user, user, other].map((owner, index) => machineToken(owner.id, `reset-${index}`)),
    );
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    const res = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const checkIns = await Promise.all(tokens.map((machine, index) => checkIn(machine, `reset-${index}`)));
    expect(checkIns.map((checked) => checked.statusCode)).toEqual([401, 401, 200]);
  });

  it('refuses a common password without using up the link', async () => {
    const user = await insertUser(t.database.db);
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    const common = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: 'sunshine1',
      password2: 'sunshine1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'REQUEST_PWD_FAIL',
      details: { fields: { password: 'PASSWORD_TOO_COMMON' } },
    });
    const ok = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await insertUser(t.database.db);
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('a verification token cannot reset a password', async () => {
    const res = await postJson(t, '/api/v1/auth/register', {
      name: 'Mai',
      email: 'mai@factory.test',
      password: 'rosewood hinge 12',
      password2: 'rosewood hinge 12',
      country: 'VN',
      language: 'vi',
    });
    expect(res.statusCode).toBe(201);
    const token = await tokenMailedTo(t.database.db, 'mai@factory.test', '/verify_email');
    const reset = await postJson(t, '/api/v1/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(reset.json().code).toBe('TOKEN_INVALID');
  });

  it.each([[{ email: 'not-an-email' }], [{}], [{ email: 'a@factory.test', extra: 1 }]])(
    'refuses the malformed body %j with REQUEST_PWD_FAIL',
    async (body) => {
      const res = await postJson(t, '/api/v1/auth/forgot-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('REQUEST_PWD_FAIL');
    },
  );
});
