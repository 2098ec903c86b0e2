import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('CSRF protection', () => {
  let t: TestApp;
  let email: string;
  const login = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: payload ?? JSON.stringify({ email, password: TEST_PASSWORD }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    email = (await insertUser(t.database.db)).email;
  });
  afterAll(() => t.close());

  it("accepts the portal's own origin, or the host the request was sent to", async () => {
    expect((await login({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await login({ referer: 'http://localhost:3000/login' })).statusCode).toBe(200);
  });

  it.each([
    ['no Origin or Referer', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a Referer from another site', { referer: 'https://evil.example/page' }],
  ])('refuses %s with 403 and sets no cookie', async (_label, headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(res.cookies).toHaveLength(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body, which a cross-site form could send',
    async (contentType) => {
      const res = await login({ origin: 'http://localhost:3000', 'content-type': contentType }, `email=${email}`);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it.each(['/%61pi/v1/auth/login', '/api/v1/auth/%6cogin', '/API/v1/auth/login'])(
    'refuses a cross-site %s however the path is spelled',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        payload: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.cookies).toHaveLength(0);
    },
  );
});
