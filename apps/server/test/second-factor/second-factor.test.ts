import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys, sessions, totpCredentials, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { enrolTotp, openMailedSetupLink, passwordStep, secondStepWith, totpCodeFor } from '../helpers/second-factor.js';
import { getJson, logInAs, logInWithPasswordOnly, postJson, sendJson } from '../helpers/requests.js';
import { type SoftwarePasskey, softwarePasskey, softwarePasskeyFromJSON } from '../helpers/software-passkey.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const cookieOf = (res: Answer, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value;

/**
 * Issue 28, "staff sign in with a second factor": TOTP and passkeys, the login's second step,
 * recovery codes, removal rules, a super admin's reset and the staff API refusing an admin
 * who has not proved one.
 */
describe('second factors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withCookies = (cookies: Record<string, string | undefined>) =>
    Object.entries(cookies)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  const enrol = (user: UserRow) => enrolTotp(t, user);
  /** An admin's password session that opened the setup link its sign-in e-mailed: it may set up a first factor. */
  const adminSettingUp = async (admin: UserRow) => {
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    await openMailedSetupLink(t, admin, cookie);
    return cookie;
  };
  const secondStep = (token: string | undefined, code: string) => secondStepWith(t, token, code);

  it('sets up an authenticator app: a wrong code is refused, the right one confirms it with ten recovery codes', async () => {
    const admin = await insertUser(t.database.db, { role: 1 });
    const other = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    const cookie = await adminSettingUp(admin);
    const { secret } = (await postJson(t, '/api/v1/auth/totp', undefined, { cookie })).json<{ secret: string }>();
    const wrong = await postJson(
      t,
      '/api/v1/auth/totp/confirm',
      { code: '000000' === totpCodeFor(secret) ? '111111' : '000000' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_WRONG' } });
    const confirmed = await postJson(t, '/api/v1/auth/totp/confirm', { code: totpCodeFor(secret) }, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { codes } = confirmed.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    // The session that set it up has proved it; the password-only one elsewhere has ended.
    const session = (await getJson(t, '/api/v1/auth/session', { cookie })).json<{ user: { secondFactor: boolean } }>();
    expect(session.user.secondFactor).toBe(true);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: other })).json()).toEqual({ user: null });
    const status = await getJson(t, '/api/v1/auth/second-factor', { cookie });
    expect(status.json()).toEqual({
      required: true,
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      setupLinkNeeded: false,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.totp_enrolled'), eq(auditLog.targetId, admin.id)));
    expect(entry).toBeDefined();
    const [mail] = await emailsTo(t.database.db, admin.email);
    expect(mail!.textBody).toContain('authenticator app was set up');
  });

  it('asks an enrolled account for the second step, and opens no session before it', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { secret } = await enrol(user);
    const login = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    const token = cookieOf(login, 'oneclick_second_step');
    expect(login.json()).toEqual({ user: null, secondFactor: ['totp'] });
    expect(cookieOf(login, 'oneclick_session')).toBeUndefined();
    expect(token).toBeTruthy();

    const wrong = await secondStep(token, totpCodeFor(secret, 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAIL', details: { reason: 'SECOND_FACTOR_WRONG' } });
    expect(await secondStep(undefined, totpCodeFor(secret))).toMatchObject({ statusCode: 401 });

    // The enrolment used this step's code: the next step's is what the app shows next. Kept, not
    // computed again below: a 30-second step may end during the test, and the replay must be this code.
    const next = totpCodeFor(secret, 1);
    const right = await secondStep(token, next);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ user: { email: user.email, secondFactor: true }, secondFactor: null });
    const cookie = `oneclick_session=${cookieOf(right, 'oneclick_session')}`;
    expect((await getJson(t, '/api/v1/users', { cookie })).statusCode).toBe(200);

    // The step is over, and the code used once cannot open another login.
    expect((await secondStep(token, next)).json()).toMatchObject({
      details: { reason: 'SECOND_FACTOR_EXPIRED' },
    });
    const again = await passwordStep(t, user);
    expect((await secondStep(again, next)).json()).toMatchObject({
      details: { reason: 'SECOND_FACTOR_WRONG' },
    });
  });

  it("keeps each browser's second step its own: a login begun elsewhere does not cancel it", async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { codes } = await enrol(user);
    const here = await passwordStep(t, user);
    const elsewhere = await passwordStep(t, user);
    expect((await secondStep(here, codes[0]!)).statusCode).toBe(200);
    expect((await secondStep(elsewhere, codes[1]!)).statusCode).toBe(200);
  });

  it('takes each recovery code once, any case and dashes, and tells the owner', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { codes } = await enrol(user);
    const token = await passwordStep(t, user);
    const typed = codes[0]!.replace('-', '').toLowerCase();
    const used = await secondStep(token, typed);
    expect(used.statusCode, used.body).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.recovery_code_used'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({ actorUserId: user.id, details: { left: 9 } });
    const [mail] = await emailsTo(t.database.db, user.email);
    expect(mail!.textBody).toContain('recovery code was used');

    const next = await passwordStep(t, user);
    expect((await secondStep(next, codes[0]!)).json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_WRONG' } });
    expect((await secondStep(next, codes[1]!)).statusCode).toBe(200);
  });

  it('limits wrong codes to five per second step, and to thirty an hour on the account from unknown browsers', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { secret, codes } = await enrol(user);
    const wrongCode = totpCodeFor(secret, 7);
    const token = await passwordStep(t, user);
    for (let attempt = 0; attempt < 5; attempt++) expect((await secondStep(token, wrongCode)).statusCode).toBe(401);
    const limited = await secondStep(token, codes[0]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The step is spent; one begun with the password again has tries of its own.
    expect((await secondStep(await passwordStep(t, user), codes[0]!)).statusCode).toBe(200);

    for (let step = 0; step < 6; step++) {
      const next = await passwordStep(t, user);
      for (let attempt = 0; attempt < 5; attempt++) await secondStep(next, wrongCode);
    }
    expect((await secondStep(await passwordStep(t, user), codes[1]!)).statusCode).toBe(429);
  });

  it("lets no one with the password lock the owner's own browser out of the second step", async () => {
    const owner = await insertUser(t.database.db, { role: 1 });
    const { codes } = await enrol(owner);
    const signedIn = await secondStep(await passwordStep(t, owner), codes[0]!);
    const device = cookieOf(signedIn, 'oneclick_login_device');
    expect(device, 'the sign-in that proved the factor gives the browser its device cookie').toBeTruthy();

    // The attacker's password steps give no device cookie, and their wrong codes fill the account's limit.
    for (let step = 0; step < 7; step++) {
      const login = await postJson(t, '/api/v1/auth/login', { email: owner.email, password: TEST_PASSWORD });
      expect(cookieOf(login, 'oneclick_login_device')).toBeUndefined();
      for (let attempt = 0; attempt < 5; attempt++) {
        await secondStep(cookieOf(login, 'oneclick_second_step'), '000000');
      }
    }
    expect((await secondStep(await passwordStep(t, owner), codes[1]!)).statusCode).toBe(429);

    const ownLogin = await postJson(
      t,
      '/api/v1/auth/login',
      { email: owner.email, password: TEST_PASSWORD },
      { cookie: `oneclick_login_device=${device}` },
    );
    const own = await postJson(
      t,
      '/api/v1/auth/login/second-factor',
      { code: codes[2]! },
      {
        cookie: withCookies({
          oneclick_second_step: cookieOf(ownLogin, 'oneclick_second_step'),
          oneclick_login_device: device,
        }),
      },
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps the staff API from an admin whose session has not proved a second factor', async () => {
    const admin = await insertUser(t.database.db, { role: 1 });
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    for (const url of ['/api/v1/users', '/api/v1/orders', '/api/v1/licence-keys']) {
      const res = await getJson(t, url, { cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_REQUIRED' } });
    }
    expect((await getJson(t, '/api/v1/auth/second-factor', { cookie })).statusCode).toBe(200);
    // A reseller or a customer is offered a second factor, not made to have one.
    const reseller = await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 10 });
    const resellerCookie = await logInWithPasswordOnly(t, reseller.email, TEST_PASSWORD);
    expect((await getJson(t, '/api/v1/licence-keys', { cookie: resellerCookie })).statusCode).toBe(200);
  });

  it('keeps an admin from removing their last second factor, and lets a customer remove theirs', async () => {
    const admin = await insertUser(t.database.db, { role: 1 });
    const { cookie } = await enrol(admin);
    const refused = await sendJson(t, 'DELETE', '/api/v1/auth/totp', undefined, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'LAST_SECOND_FACTOR' } });

    const customer = await insertUser(t.database.db);
    const mine = await enrol(customer);
    const renewed = await postJson(t, '/api/v1/auth/recovery-codes', undefined, { cookie: mine.cookie });
    expect(renewed.json<{ codes: string[] }>().codes).toHaveLength(10);
    expect((await sendJson(t, 'DELETE', '/api/v1/auth/totp', undefined, { cookie: mine.cookie })).statusCode).toBe(204);
    const status = await getJson(t, '/api/v1/auth/second-factor', { cookie: mine.cookie });
    expect(status.json()).toEqual({
      required: false,
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      setupLinkNeeded: false,
    });
    const login = await postJson(t, '/api/v1/auth/login', { email: customer.email, password: TEST_PASSWORD });
    expect(login.json()).toMatchObject({ secondFactor: null, user: { email: customer.email } });
  });

  it('refuses changes to the factors of an enrolled account from a session that did not prove one', async () => {
    const user = await insertUser(t.database.db);
    await enrol(user);
    const [row] = await t.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    // A session from before the second factor existed (made here directly: enrolment ends them all).
    const stale = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    await t.database.db
      .update(sessions)
      .set({ userId: user.id, secondFactorAt: null })
      .where(eq(sessions.id, (await import('../../src/utils/secure-token.js')).hashToken(stale.split('=')[1]!)));
    for (const [method, url] of [
      ['DELETE', '/api/v1/auth/totp'],
      ['POST', '/api/v1/auth/recovery-codes'],
      ['POST', '/api/v1/auth/passkeys/registration'],
    ] as const) {
      const res = await sendJson(t, method, url, undefined, { cookie: stale });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_REQUIRED' } });
    }
    const [after] = await t.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(after).toEqual(row);
  });

  describe('passkeys', () => {
    async function addPasskey(cookie: string, passkey: SoftwarePasskey, name = 'Office laptop') {
      const options = await postJson(t, '/api/v1/auth/passkeys/registration', undefined, { cookie });
      expect(options.statusCode, options.body).toBe(200);
      const challenge = cookieOf(options, 'oneclick_webauthn');
      const answer = passkey.create(options.json());
      return postJson(
        t,
        '/api/v1/auth/passkeys',
        { name, answer },
        {
          cookie: `${cookie}; oneclick_webauthn=${challenge}`,
        },
      );
    }

    async function passkeySignIn(passkey: SoftwarePasskey, secondStepCookie?: string) {
      const options = await postJson(t, '/api/v1/auth/passkeys/sign-in', undefined, {
        cookie: withCookies({ oneclick_second_step: secondStepCookie }),
      });
      expect(options.statusCode, options.body).toBe(200);
      const challenge = cookieOf(options, 'oneclick_webauthn');
      const answer = passkey.get(options.json());
      const res = await postJson(
        t,
        '/api/v1/auth/login/passkey',
        { answer },
        {
          cookie: withCookies({ oneclick_webauthn: challenge, oneclick_second_step: secondStepCookie }),
        },
      );
      return { res, answer, challenge };
    }

    it('adds a passkey as the first second factor, with recovery codes, and signs in with it alone', async () => {
      const admin = await insertUser(t.database.db, { role: 1 });
      const cookie = await adminSettingUp(admin);
      const passkey = softwarePasskey(t.config.publicUrl);
      const added = await addPasskey(cookie, passkey);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ passkey: { name: 'Office laptop', lastUsedAt: null } });
      expect(added.json<{ codes: string[] }>().codes).toHaveLength(10);

      const { res } = await passkeySignIn(passkey);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ user: { email: admin.email, secondFactor: true } });
      const session = `oneclick_session=${cookieOf(res, 'oneclick_session')}`;
      expect((await getJson(t, '/api/v1/users', { cookie: session })).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, admin.id));
      expect(row!.counter).toBe(1);
      expect(row!.lastUsedAt).not.toBeNull();
    });

    it('signs in with a passkey restored from its JSON, as the end-to-end helpers keep it; one without a counter again and again', async () => {
      const admin = await insertUser(t.database.db, { role: 1 });
      const cookie = await adminSettingUp(admin);
      const original = softwarePasskey(t.config.publicUrl, { counts: false });
      expect((await addPasskey(cookie, original)).statusCode).toBe(201);
      const saved = JSON.parse(JSON.stringify(original));
      for (const copy of [softwarePasskeyFromJSON(saved), softwarePasskeyFromJSON(saved)]) {
        const { res } = await passkeySignIn(copy);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ user: { email: admin.email, secondFactor: true } });
      }
      const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, admin.id));
      expect(row!.counter).toBe(0);
    });

    it('refuses a password-less sign-in whose authenticator did not verify its user, and a replayed answer', async () => {
      const user = await insertUser(t.database.db);
      const passkey = softwarePasskey(t.config.publicUrl);
      const cookie = await logInWithPasswordOnly(t, user.email, TEST_PASSWORD);
      expect((await addPasskey(cookie, passkey)).statusCode).toBe(201);

      passkey.userVerified = false;
      const unverified = await passkeySignIn(passkey);
      expect(unverified.res.statusCode).toBe(401);
      expect(unverified.res.json()).toMatchObject({ details: { reason: 'PASSKEY_REFUSED' } });
      passkey.userVerified = true;

      const { res, answer, challenge } = await passkeySignIn(passkey);
      expect(res.statusCode).toBe(200);
      const replayed = await postJson(
        t,
        '/api/v1/auth/login/passkey',
        { answer },
        {
          cookie: `oneclick_webauthn=${challenge}`,
        },
      );
      expect(replayed.statusCode).toBe(401);
    });

    it("finishes a login's second step with the account's own passkey only", async () => {
      const owner = await insertUser(t.database.db, { role: 1 });
      const ownKey = softwarePasskey(t.config.publicUrl);
      expect((await addPasskey(await adminSettingUp(owner), ownKey)).statusCode).toBe(201);
      const stranger = await insertUser(t.database.db);
      const strangerKey = softwarePasskey(t.config.publicUrl);
      expect(
        (await addPasskey(await logInWithPasswordOnly(t, stranger.email, TEST_PASSWORD), strangerKey)).statusCode,
      ).toBe(201);

      const login = await postJson(t, '/api/v1/auth/login', { email: owner.email, password: TEST_PASSWORD });
      expect(login.json()).toEqual({ user: null, secondFactor: ['passkey'] });
      const token = cookieOf(login, 'oneclick_second_step');
      expect((await passkeySignIn(strangerKey, token)).res.statusCode).toBe(401);
      const { res } = await passkeySignIn(ownKey, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ user: { email: owner.email, secondFactor: true } });
    });

    it('removes a passkey of your own only, never an admin’s last factor', async () => {
      const admin = await insertUser(t.database.db, { role: 1 });
      const passkey = softwarePasskey(t.config.publicUrl);
      const cookie = await adminSettingUp(admin);
      const { passkey: added } = (await addPasskey(cookie, passkey)).json<{ passkey: { id: string } }>();
      const last = await sendJson(t, 'DELETE', `/api/v1/auth/passkeys/${added.id}`, undefined, { cookie });
      expect(last.json()).toMatchObject({ details: { reason: 'LAST_SECOND_FACTOR' } });

      const second = softwarePasskey(t.config.publicUrl);
      expect((await addPasskey(cookie, second, 'Phone')).json()).toMatchObject({ codes: [] });
      const stranger = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
      expect(
        (await sendJson(t, 'DELETE', `/api/v1/auth/passkeys/${added.id}`, undefined, { cookie: stranger })).statusCode,
      ).toBe(404);
      expect((await sendJson(t, 'DELETE', `/api/v1/auth/passkeys/${added.id}`, undefined, { cookie })).statusCode).toBe(
        204,
      );
    });
  });

  describe("a super admin's reset", () => {
    it("takes another account's second factors, signs it out everywhere and tells its owner", async () => {
      const superAdmin = await insertUser(t.database.db, { role: 0 });
      const superCookie = (await enrol(superAdmin)).cookie;
      const admin = await insertUser(t.database.db, { role: 1 });
      const { cookie } = await enrol(admin);

      const own = await sendJson(t, 'DELETE', `/api/v1/users/${superAdmin.id}/second-factor`, undefined, {
        cookie: superCookie,
      });
      expect(own.json()).toMatchObject({ details: { reason: 'OWN_SECOND_FACTOR' } });
      const byAdmin = await sendJson(t, 'DELETE', `/api/v1/users/${superAdmin.id}/second-factor`, undefined, {
        cookie,
      });
      expect(byAdmin.statusCode).toBe(403);

      const res = await sendJson(t, 'DELETE', `/api/v1/users/${admin.id}/second-factor`, undefined, {
        cookie: superCookie,
      });
      expect(res.statusCode, res.body).toBe(204);
      expect((await getJson(t, '/api/v1/auth/session', { cookie })).json()).toEqual({ user: null });
      const login = await postJson(t, '/api/v1/auth/login', { email: admin.email, password: TEST_PASSWORD });
      expect(login.json()).toMatchObject({ secondFactor: null });
      const [setupLink, reset] = await emailsTo(t.database.db, admin.email);
      expect(reset!.textBody).toContain(`(${superAdmin.name}) removed every second factor`);
      expect(setupLink!.subject, 'the next sign-in e-mails the link to set up a factor again').toBe(
        'Set up the second factor of your OneClick admin account',
      );
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'users.second_factor_reset'), eq(auditLog.targetId, admin.id)));
      expect(entry).toMatchObject({ actorUserId: superAdmin.id });
    });
  });

  it('cancels the second steps begun with the old password when the password is reset or changed', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    const { codes, cookie } = await enrol(user);
    const beforeChange = await passwordStep(t, user);
    const changed = await postJson(
      t,
      '/api/v1/auth/change-password',
      { currentPassword: TEST_PASSWORD, password: 'a walnut veneer drawer', password2: 'a walnut veneer drawer' },
      { cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await secondStep(beforeChange, codes[0]!)).json()).toMatchObject({
      code: 'LOGIN_FAIL',
      details: { reason: 'SECOND_FACTOR_EXPIRED' },
    });

    const beforeReset = await postJson(t, '/api/v1/auth/login', {
      email: user.email,
      password: 'a walnut veneer drawer',
    });
    const pending = beforeReset.cookies.find((cookie) => cookie.name === 'oneclick_second_step')!.value;
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    const password = 'a brand new cabinet hinge';
    expect(
      (await postJson(t, '/api/v1/auth/reset-password', { token, password, password2: password })).statusCode,
    ).toBe(200);
    expect((await secondStep(pending, codes[1]!)).json()).toMatchObject({
      code: 'LOGIN_FAIL',
      details: { reason: 'SECOND_FACTOR_EXPIRED' },
    });
  });

  it('survives a password reset: the new password still leads to the second step', async () => {
    const user = await insertUser(t.database.db, { role: 1 });
    await enrol(user);
    await postJson(t, '/api/v1/auth/forgot-password', { email: user.email });
    const token = await tokenMailedTo(t.database.db, user.email, '/reset_password');
    const password = 'a brand new cabinet hinge';
    const reset = await postJson(t, '/api/v1/auth/reset-password', { token, password, password2: password });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await postJson(t, '/api/v1/auth/login', { email: user.email, password });
    expect(login.json()).toEqual({ user: null, secondFactor: ['totp'] });
  });
});
