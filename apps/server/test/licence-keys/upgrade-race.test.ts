import { addCalendarMonths, DAY_MS } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, orders, saleRecords, users } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser } from '../helpers/factories.js';
import { provedSession, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

/**
 * Activations of one customer at the same moment, on PostgreSQL (PGlite runs one query at a
 * time, so a race there proves nothing): the running plan of another type converts once, and
 * every other activation extends the converted plan, exactly as one after another would.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('upgrading one customer twice at once (PostgreSQL)', () => {
  let t: TestApp;
  let admins: string[];

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admins = await Promise.all(
      Array.from({ length: 4 }, async () => provedSession(t, await insertUser(t.database.db, { role: 1 }))),
    );
  });
  afterAll(() => t.close());

  it('a Premium key and a paid Premium order for a Pro customer: converted once, then extended', async () => {
    const remainingMs = 100 * DAY_MS;
    const customer = await insertUser(t.database.db, { role: 5, expiresAt: new Date(Date.now() + remainingMs) });
    const cookie = await provedSession(t, customer);
    const ordered = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const [key] = await t.database.db
      .insert(licenceKeys)
      .values({ code: newKeyCode(), accountType: 6, months: 12 })
      .returning();
    const started = Date.now();
    const answers = await Promise.all([
      sendJson(
        t,
        'POST',
        '/api/v1/licence-keys/redeem',
        { code: key!.code, customerEmail: customer.email },
        { cookie: admins[0] },
      ),
      sendJson(t, 'POST', `/api/v1/orders/${ordered.json().id}/mark-paid`, undefined, { cookie: admins[1] }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    const converted = Math.floor((remainingMs * 599) / 799);
    const sequential = addCalendarMonths(new Date(addCalendarMonths(new Date(started), 12).getTime() + converted), 12);
    expect(row!.role).toBe(6);
    expect(Math.abs(row!.expiresAt!.getTime() - sequential.getTime())).toBeLessThan(60_000);
    const [sales] = await t.database.db
      .select({ n: count() })
      .from(saleRecords)
      .where(eq(saleRecords.customerId, customer.id));
    expect(sales!.n).toBe(2);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, ordered.json().id));
    expect(order!.status).toBe('fulfilled');
  });

  it('five Premium keys at once for a Pro customer: converted once, extended four times', async () => {
    const remainingMs = 60 * DAY_MS;
    const customer = await insertUser(t.database.db, { role: 5, expiresAt: new Date(Date.now() + remainingMs) });
    const keys = await t.database.db
      .insert(licenceKeys)
      .values(Array.from({ length: 5 }, () => ({ code: newKeyCode(), accountType: 6, months: 1 })))
      .returning();
    const started = Date.now();
    const answers = await Promise.all(
      keys.map((key, index) =>
        sendJson(
          t,
          'POST',
          '/api/v1/licence-keys/redeem',
          { code: key.code, customerEmail: customer.email },
          { cookie: admins[index % admins.length] },
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    const converted = new Date(
      addCalendarMonths(new Date(started), 1).getTime() + Math.floor((remainingMs * 599) / 799),
    );
    const sequential = [1, 2, 3, 4].reduce((expiry) => addCalendarMonths(expiry, 1), converted);
    expect(Math.abs(row!.expiresAt!.getTime() - sequential.getTime())).toBeLessThan(60_000);
    const [sales] = await t.database.db
      .select({ n: count() })
      .from(saleRecords)
      .where(eq(saleRecords.customerId, customer.id));
    expect(sales!.n).toBe(5);
  });
});
