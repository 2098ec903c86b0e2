import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, saleRecords, users } from '../../src/db/schema/index.js';
import { addCalendarMonths } from '@oneclick/shared';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';

/**
 * Ten admins' clicks on one bank order at once. On PostgreSQL they really overlap (PGlite runs
 * one at a time, so there the rule is only checked in sequence): one fulfilment either way.
 */
describe('marking one bank order paid ten times at once', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('fulfils it once: one activation, one sale record, the expiry moved once', async () => {
    for (let round = 0; round < 5; round++) {
      const customer = await insertUser(t.database.db);
      const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
      const created = await sendJson(
        t,
        'POST',
        '/api/v1/orders',
        { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' },
        { cookie },
      );
      const { id } = created.json<{ id: string }>();
      const started = new Date();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      const [sales] = await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id));
      expect(sales!.n).toBe(1);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
      const expected = addCalendarMonths(started, 12);
      expect(Math.abs(row!.expiresAt!.getTime() - expected.getTime())).toBeLessThan(60_000);
    }
  });
});

describe('one bank order paid by ten notices and five admins at once', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('fulfils it once, and keeps each distinct transfer once', async () => {
    const customer = await insertUser(t.database.db);
    const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
    const created = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    const { id } = created.json<{ id: string }>();
    const retried = bankNotice({ content: id });
    const notices = [
      ...Array.from({ length: 5 }, () => retried),
      ...Array.from({ length: 5 }, () => bankNotice({ content: id })),
    ];
    const answers = await Promise.all([
      ...notices.map((notice) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/bank/webhook',
          headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
          payload: notice,
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin }),
      ),
    ]);
    expect(answers.slice(0, 10).map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const [sales] = await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id));
    expect(sales!.n).toBe(1);
    const [transfers] = await t.database.db.select({ n: count() }).from(bankTransfers);
    expect(transfers!.n).toBe(6);
    const [paidBy] = await t.database.db
      .select({ n: count() })
      .from(bankTransfers)
      .where(eq(bankTransfers.orderId, id));
    const adminWon = answers.slice(10).some((res) => res.statusCode === 200);
    expect(paidBy!.n).toBe(adminWon ? 0 : 1);
  });
});
