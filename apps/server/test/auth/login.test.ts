import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLoginDevice } from '../../src/auth/login-device-cookies.js';
import { loginDeviceCookies, sessions } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
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
    // Alike but for the id of each request.
    expect({ ...wrong.json(), requestId: null }).toEqual({ ...unknown.json(), requestId: null });
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

describe('throttling failed logins, with device cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A login from a browser at `address`, sending its device cookie when it has one. */
  function attempt(email: string, password: string, { address, device }: { address: string; device?: string }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, ...(device ? { cookie: `oneclick_login_device=${device}` } : {}) },
      payload: { email, password },
    });
  }

  function deviceCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
    const cookie = response.cookies.find((c) => c.name === 'oneclick_login_device');
    if (!cookie) throw new Error('no device cookie was set');
    return cookie.value;
  }

  /** Signs in from a browser at `address` and returns the device cookie it was given. */
  async function deviceOf(email: string, address: string): Promise<string> {
    const res = await attempt(email, TEST_PASSWORD, { address });
    expect(res.statusCode).toBe(200);
    return deviceCookieFrom(res);
  }

  let strangers = 0;
  /** A wrong password from a new address each time: the answers' status codes. */
  async function strangerGuesses(email: string, count: number): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < count; i += 1) {
      strangers += 1;
      const address = `198.51.${Math.floor(strangers / 250)}.${strangers % 250}`;
      answers.push((await attempt(email, `guess ${i}`, { address })).statusCode);
    }
    return answers;
  }

  it('gives a long-lived HttpOnly SameSite=Lax device cookie, sent to the login call only', async () => {
    const user = await insertUser(t.database.db);
    const res = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.1' });
    const cookie = res.cookies.find((c) => c.name === 'oneclick_login_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/login' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect((await attempt(user.email, 'wrong', { address: '192.0.2.1' })).cookies).toHaveLength(0);
  });

  it('replaces the device cookie a browser signs in with: the account keeps one, and the old one counts as none', async () => {
    const user = await insertUser(t.database.db);
    const first = await deviceOf(user.email, '192.0.2.5');
    const second = deviceCookieFrom(await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.5', device: first }));

    const kept = await t.database.db.select().from(loginDeviceCookies).where(eq(loginDeviceCookies.userId, user.id));
    expect(kept.map((row) => row.id)).toEqual([hashToken(second)]);
    expect(await findLoginDevice(t.database.db, first, user.id)).toBeNull();
  });

  it("does not lock out a browser that signed in before, whatever a stranger's 50 failures; the stranger is throttled", async () => {
    const user = await insertUser(t.database.db);
    const device = await deviceOf(user.email, '192.0.2.10');

    const answers = await strangerGuesses(user.email, 50);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers.slice(30)).toEqual(Array(20).fill(429));
    const right = await attempt(user.email, TEST_PASSWORD, { address: '198.51.200.1' });
    expect(right.statusCode, 'the right password from a browser without the cookie').toBe(429);

    const owner = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.10', device });
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieFrom(owner)).toBeTruthy();
  });

  it('refuses an address after 10 failures on one account, with Retry-After; other addresses and known browsers still get in', async () => {
    const user = await insertUser(t.database.db);
    const device = await deviceOf(user.email, '192.0.2.20');
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt(user.email, `wrong ${i}`, { address: '192.0.2.20' })).statusCode, `attempt ${i}`).toBe(401);
    }
    const eleventh = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.20' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.21' })).statusCode).toBe(200);
    expect((await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.20', device })).statusCode).toBe(200);
  });

  it('refuses every browser without a device cookie after 30 failures from many addresses, for up to an hour', async () => {
    const user = await insertUser(t.database.db);
    expect(await strangerGuesses(user.email, 30)).toEqual(Array(30).fill(401));
    const next = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.30' });
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('RATE_LIMITED');
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  it('locks out a device cookie after its own 10 failures, and only that one', async () => {
    const user = await insertUser(t.database.db);
    const device = await deviceOf(user.email, '192.0.2.40');
    const otherDevice = await deviceOf(user.email, '192.0.2.41');
    for (let i = 1; i <= 10; i += 1) {
      const res = await attempt(user.email, `wrong ${i}`, { address: '192.0.2.40', device });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const locked = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.40', device });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();

    expect((await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.41', device: otherDevice })).statusCode).toBe(
      200,
    );
    expect((await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.42' })).statusCode).toBe(200);
  });

  it("gives nothing to another account: one account's device cookie does not get past the other's lock-out", async () => {
    const owner = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    const ownersDevice = await deviceOf(owner.email, '192.0.2.50');
    await strangerGuesses(other.email, 30);

    const res = await attempt(other.email, TEST_PASSWORD, { address: '192.0.2.50', device: ownersDevice });
    expect(res.statusCode).toBe(429);
    expect(
      (await attempt(owner.email, TEST_PASSWORD, { address: '192.0.2.50', device: ownersDevice })).statusCode,
    ).toBe(200);
  });

  it('counts a forged or tampered device cookie as none', async () => {
    const user = await insertUser(t.database.db);
    const device = await deviceOf(user.email, '192.0.2.60');
    await strangerGuesses(user.email, 30);

    const last = device.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [`${device.slice(0, -1)}${last}`, 'x'.repeat(43), device.repeat(3)]) {
      const res = await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.60', device: forged });
      expect(res.statusCode, forged).toBe(429);
    }
    expect((await attempt(user.email, TEST_PASSWORD, { address: '192.0.2.60', device })).statusCode).toBe(200);
  });
});

describe('cookies over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example', PAYPAL_MODE: 'fake' });
  });
  afterAll(() => t.close());

  it('marks the session cookie and the device cookie Secure', async () => {
    const user = await insertUser(t.database.db);
    const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.cookies.find((c) => c.name === 'oneclick_session')!.secure).toBe(true);
    expect(res.cookies.find((c) => c.name === 'oneclick_login_device')!.secure).toBe(true);
  });
});
