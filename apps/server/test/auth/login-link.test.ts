import { ROLES } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, rateLimitBuckets } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { getJson, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { enrolTotp } from '../helpers/second-factor.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const cookieOf = (res: Answer, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value;

/**
 * Issue 43, item 5: whoever guesses an account's password pauses its sign-ins from browsers it
 * does not know; its owner still gets in through a one-time link e-mailed to the account.
 */
describe('the e-mailed sign-in link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The account's failures from unknown browsers at their ceiling, as after an attack. */
  const throttle = (email: string) =>
    t.database.db
      .insert(rateLimitBuckets)
      .values({ key: `login:failures:${email}`, count: 30, resetAt: new Date(Date.now() + 3_600_000) })
      .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { count: 30 } });
  const logIn = (email: string, cookie?: string) =>
    postJson(t, '/api/v1/auth/login', { email, password: TEST_PASSWORD }, { cookie });
  const askForLink = (email: string) => postJson(t, '/api/v1/auth/login-links', { email });
  const useLink = (token: string) => postJson(t, '/api/v1/auth/login-links/use', { token });

  it('lets the owner of a throttled account in, once, and their browser is then judged by its own failures', async () => {
    const owner = await insertUser(t.database.db);
    await throttle(owner.email);
    expect((await logIn(owner.email)).statusCode).toBe(429);

    const asked = await askForLink(owner.email);
    expect(asked.statusCode).toBe(200);
    const token = await tokenMailedTo(t.database.db, owner.email, '/login');
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ purpose: 'login_link', userId: owner.id });
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(15, 0);

    const used = await useLink(token);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ user: { email: owner.email }, secondFactor: null });
    const session = await getJson(t, '/api/v1/auth/session', { cookie: sessionCookieFrom(used) });
    expect(session.json().user.email).toBe(owner.email);
    expect((await useLink(token)).json()).toMatchObject({ code: 'TOKEN_USED' });

    const device = cookieOf(used, 'oneclick_login_device');
    expect(device).toBeTruthy();
    expect((await logIn(owner.email, `oneclick_login_device=${device}`)).statusCode).toBe(200);
    expect((await logIn(owner.email)).statusCode, 'other browsers stay paused').toBe(429);
  });

  it('still asks an account with a second factor for it after the link', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    await enrolTotp(t, admin);
    await throttle(admin.email);
    await askForLink(admin.email);
    const used = await useLink(await tokenMailedTo(t.database.db, admin.email, '/login'));
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ user: null, secondFactor: ['totp'] });
    expect(cookieOf(used, 'oneclick_session')).toBeUndefined();
    expect(cookieOf(used, 'oneclick_second_step')).toBeTruthy();
  });

  it('answers every address alike, mails only verified accounts, and at most five links an hour', async () => {
    const unknown = await askForLink('nobody-here@factory.test');
    expect(unknown.statusCode).toBe(200);
    expect(await emailsTo(t.database.db, 'nobody-here@factory.test')).toEqual([]);

    const unverified = await insertUser(t.database.db, { emailVerifiedAt: null });
    expect((await askForLink(unverified.email)).json()).toEqual(unknown.json());
    expect(await emailsTo(t.database.db, unverified.email)).toEqual([]);

    const owner = await insertUser(t.database.db);
    for (let asked = 0; asked < 6; asked++) expect((await askForLink(owner.email)).statusCode).toBe(200);
    expect(await emailsTo(t.database.db, owner.email)).toHaveLength(5);
  });

  it('refuses a made-up link and signs nobody in', async () => {
    const refused = await useLink('made-up-token-made-up-token-made-up-token00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(cookieOf(refused, 'oneclick_session')).toBeUndefined();
  });
});
