import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../src/db/schema/index.js';
import { expireUnpaidOrders } from '../../src/domain/expire-unpaid-orders.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

describe('expiring unpaid orders', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  async function bankOrder() {
    const cookie = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    return { cookie, id: res.json<{ id: string }>().id };
  }

  it('expires pending orders past their day, audited as the system, and leaves one awaiting review for an admin', async () => {
    const lapsed = await bankOrder();
    const confirmed = await bankOrder();
    const fresh = await bankOrder();
    await sendJson(t, 'POST', `/api/v1/orders/${confirmed.id}/confirm-transfer`, undefined, {
      cookie: confirmed.cookie,
    });
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(orders.id, [lapsed.id, confirmed.id]));

    expect(await expireUnpaidOrders(systemOf(t))).toEqual([lapsed.id]);
    const rows = await t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [lapsed.id, confirmed.id, fresh.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [lapsed.id]: 'expired',
      [confirmed.id]: 'awaiting_review',
      [fresh.id]: 'pending',
    });

    const late = await sendJson(t, 'POST', `/api/v1/orders/${lapsed.id}/mark-paid`, undefined, { cookie: admin });
    expect(late.statusCode).toBe(409);
    expect(await expireUnpaidOrders(systemOf(t))).toEqual([]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.expired'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: null, ip: 'local', details: { orderId: lapsed.id } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, lapsed.id));
    expect(row!.status).toBe('expired');
  });
});
