import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleRecords, users } from '../../src/db/schema/index.js';
import { addCalendarMonths } from '@oneclick/shared';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Redemptions at the same moment, on PostgreSQL (PGlite runs one query at a time, so a race
 * there proves nothing): one key is spent once, and one customer's keys all count.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('redeeming licence keys at the same time (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;

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

  function redeem(code: string, customerEmail: string) {
    return sendJson(t, 'POST', '/api/v1/licence-keys/redeem', { code, customerEmail }, { cookie: admin });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await insertUser(t.database.db, { role: 1 });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
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
});
