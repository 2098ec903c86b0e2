import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('login, session and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in, sets an HttpOnly SameSite=Lax cookie, and the session knows the user', async () => {
    const user = await insertUser(t.database.db, { name: 'Lan', role: 5, expiresAt: new Date('2099-01-01') });
    const res = await postJson(t, '/api/v1/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: user.email, name: 'Lan', role: 5, effectiveRole: 5 });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'oneclick_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);

    const session = await getJson(t, '/api/v1/auth/session', { cookie: sessionCookieFrom(res) });
    expect(session.json().user.email).toBe(user.email);
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('shows an expired paid account as Free', async () => {
    const user = await insertUser(t.database.db, { role: 6, expiresAt: new Date('2020-01-01') });
    const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.json().user).toMatchObject({ role: 6, effectiveRole: 4, expiresAt: '2020-01-01T00:00:00.000Z' });
  });

  it('answers no user without a session, or with a forged one', async () => {
    expect((await getJson(t, '/api/v1/auth/session')).json()).toEqual({ user: null });
    expect((await getJson(t, '/api/v1/auth/session', { cookie: 'oneclick_session=forged' })).json()).toEqual({
      user: null,
    });
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const user = await insertUser(t.database.db);
    const wrong = await postJson(t, '/api/v1/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await postJson(t, '/api/v1/auth/login', {
      email: 'ghost@factory.test',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('LOGIN_FAIL');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses an unverified account with LOGIN_FAIL and says why', async () => {
    const user = await insertUser(t.database.db, { emailVerifiedAt: null });
    const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'LOGIN_FAIL', details: { reason: 'EMAIL_NOT_VERIFIED' } });
    expect(res.cookies).toHaveLength(0);
  });

  it.each([
    [{}],
    [{ email: 'a@factory.test' }],
    [{ email: 'nope', password: 'x' }],
    [{ email: 'a@factory.test', password: 'x', role: 0 }],
  ])('refuses the malformed body %j with LOGIN_FAIL', async (body) => {
    const res = await postJson(t, '/api/v1/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_FAIL');
  });

  it('answers the 11th bad login in a row with 429, even with the right password', async () => {
    const user = await insertUser(t.database.db);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: `wrong ${attempt}` });
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
    expect(eleventh.cookies).toHaveLength(0);
  });

  it('a successful login clears the count of failures', async () => {
    const user = await insertUser(t.database.db);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: 'wrong' });
    }
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: 'wrong' })).statusCode).toBe(401);
    }
  });

  it('rotates the session at login: the cookie sent along stops working', async () => {
    const user = await insertUser(t.database.db);
    const first = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    const second = await postJson(
      t,
      '/api/v1/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { cookie: first },
    );
    expect(sessionCookieFrom(second)).not.toBe(first);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: first })).json().user).toBeNull();
  });

  it('keeps the session the browser came with when the login fails', async () => {
    const user = await insertUser(t.database.db);
    const signedIn = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    const failed = await postJson(
      t,
      '/api/v1/auth/login',
      { email: user.email, password: 'not the password' },
      { cookie: signedIn },
    );
    expect(failed.statusCode).toBe(401);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: signedIn })).json().user.id).toBe(user.id);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const user = await insertUser(t.database.db);
    const cookie = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    const res = await postJson(t, '/api/v1/auth/logout', {}, { cookie });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'oneclick_session')?.value).toBe('');
    expect((await getJson(t, '/api/v1/auth/session', { cookie })).json().user).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('logout without a session is harmless', async () => {
    expect((await postJson(t, '/api/v1/auth/logout', {})).statusCode).toBe(204);
  });
});

describe('cookies over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example', PAYPAL_MODE: 'fake' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    const user = await insertUser(t.database.db);
    const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.cookies.find((c) => c.name === 'oneclick_session')!.secure).toBe(true);
  });
});
