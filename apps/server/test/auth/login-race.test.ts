import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../src/modules/auth/passwords.js';
import { eq } from 'drizzle-orm';
import { loginDeviceCookies, rateLimitBuckets } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const checked = vi.hoisted(() => {
  // Test files share their worker's modules (isolate: false): this one loads them afresh, so that
  // the app it builds imports the counting passwords module below, not one an earlier file cached.
  vi.resetModules();
  return { passwords: 0 };
});

// Counts the passwords the server checks: what a guesser gets from attempts sent at once.
vi.mock('../../src/modules/auth/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checked.passwords += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

/**
 * Guesses at the same moment, on PostgreSQL (PGlite runs one query at a time, so a race there
 * proves nothing): no more passwords are checked than the limit allows.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('failed logins at the same time (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A login from `address`, with the browser's cookie when it has one. */
  const logIn = (address: string, email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });

  it('two sign-ins at once with the same device cookie both get in, each with a cookie of its own', async () => {
    const user = await insertUser(t.database.db);
    const signIn = (cookie?: string) => logIn('192.0.2.71', user.email, TEST_PASSWORD, cookie);
    const device = (await signIn()).cookies.find((c) => c.name === 'oneclick_login_device')!.value;

    const answers = await Promise.all([
      signIn(`oneclick_login_device=${device}`),
      signIn(`oneclick_login_device=${device}`),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const given = answers.map((res) => hashToken(res.cookies.find((c) => c.name === 'oneclick_login_device')!.value));
    const kept = await t.database.db.select().from(loginDeviceCookies).where(eq(loginDeviceCookies.userId, user.id));
    expect(kept.map((row) => row.id).sort()).toEqual(given.sort());
  });

  it('sign-ins and wrong passwords at once: each sign-in takes back its own count, none lost to a deadlock', async () => {
    // A sign-in takes its counts back in the statement that writes its session and device cookie,
    // locking the account's buckets while the other attempts count on them.
    const user = await insertUser(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => logIn('192.0.2.72', user.email, i % 2 === 0 ? TEST_PASSWORD : `guess ${i}`)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(401)]);
    const [accountWide] = await t.database.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, `login:failures:${user.email}`));
    expect(accountWide?.count).toBe(5);
  });

  it('40 guesses at once from one address: 10 passwords checked, 30 RATE_LIMITED', async () => {
    const user = await insertUser(t.database.db);
    checked.passwords = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => logIn('192.0.2.70', user.email, `guess ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    expect(checked.passwords).toBe(10);
  });
});
