import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleRecords, users } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { addCalendarMonths } from '@oneclick/shared';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, provedSession, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Redemptions at the same moment, on PostgreSQL (PGlite runs one query at a time, so a race
 * there proves nothing): one key is spent once, one customer's keys all count, and a rate
 * limit lets exactly its number through. The attempts are spread over ten admins at ten
 * addresses, so that only the last test meets the limits.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('redeeming licence keys at the same time (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let redeemers: { cookie: string; address: string }[];
  let nextRedeemer = 0;

  async function generate(quantity: number): Promise<string[]> {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys',
      { quantity, accountType: 5, months: 1 },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ keys: { code: string }[] }>().keys.map((key) => key.code);
  }

  /** One attempt, by the next of the ten redeemers unless told whom. */
  function redeem(
    code: string,
    customerEmail: string,
    { cookie, address } = redeemers[nextRedeemer++ % redeemers.length]!,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/licence-keys/redeem',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, cookie },
      payload: { code, customerEmail },
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await insertUser(t.database.db, { role: 1 });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    redeemers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => ({
        cookie: await provedSession(t, await insertUser(t.database.db, { role: 1 })),
        address: `198.51.100.${index + 1}`,
      })),
    );
  });
  afterAll(() => t.close());

  it('50 attempts on one key: one success, 49 KEY_USED, one sale record', async () => {
    const [code] = await generate(1);
    const customers = await Promise.all(Array.from({ length: 50 }, () => insertUser(t.database.db)));
    const answers = await Promise.all(customers.map((customer) => redeem(code!, customer.email)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      answers.filter((res) => res.statusCode === 409).every((res) => res.json().details.reason === 'KEY_USED'),
    ).toBe(true);
    const [sales] = await t.database.db.select({ n: count() }).from(saleRecords);
    expect(sales!.n).toBe(1);
  });

  it('20 keys for one customer at once: the plan is extended 20 times', async () => {
    const codes = await generate(20);
    const customer = await insertUser(t.database.db);
    const started = new Date();
    const answers = await Promise.all(codes.map((code) => redeem(code, customer.email)));
    expect(answers.map((res) => res.statusCode)).toEqual(codes.map(() => 200));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    const expected = codes.reduce((expiry) => addCalendarMonths(expiry, 1), started);
    expect(Math.abs(row!.expiresAt!.getTime() - expected.getTime())).toBeLessThan(60_000);
    const [sales] = await t.database.db
      .select({ n: count() })
      .from(saleRecords)
      .where(eq(saleRecords.customerId, customer.id));
    expect(sales!.n).toBe(20);
  });

  it('40 attempts at once by one account from 40 addresses: exactly 30 get past the limit', async () => {
    const customer = await insertUser(t.database.db);
    const cookie = await provedSession(t, await insertUser(t.database.db, { role: 1 }));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        redeem(newKeyCode(), customer.email, { cookie, address: `203.0.113.${index + 1}` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
