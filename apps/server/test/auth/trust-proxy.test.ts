import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** What the proxy in front of the portal saw: the client's real address, appended by the proxy. */
const CLIENT = '203.0.113.9';

describe('the client address behind a reverse proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  function login(app: TestApp, email: string, password: string, forwardedFor?: string) {
    return app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { origin: app.config.publicUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { email, password },
    });
  }

  async function sessionAddressAfterLogin(app: TestApp, forwardedFor: string): Promise<string | null> {
    const user = await insertUser(app.database.db);
    expect((await login(app, user.email, TEST_PASSWORD, forwardedFor)).statusCode).toBe(200);
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return session!.ip;
  }

  it.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
  ])('with %s, is what the proxy saw, never what the client wrote at the left', async (_label, trustProxy) => {
    t = await createTestApp({ TRUST_PROXY: trustProxy });
    expect(await sessionAddressAfterLogin(t, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
  });

  it('with a hop count, limits failed logins from one client whatever it writes in X-Forwarded-For', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    for (let i = 0; i < 100; i++) {
      const res = await login(t, `nobody-${i}@proxy.test`, 'wrong password', `10.0.${i}.1, ${CLIENT}`);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(t, 'nobody-last@proxy.test', 'wrong password', `10.9.9.9, ${CLIENT}`);
    expect(limited.statusCode).toBe(429);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For', async () => {
    t = await createTestApp();
    expect(await sessionAddressAfterLogin(t, CLIENT)).toBe('127.0.0.1');
  });
});
