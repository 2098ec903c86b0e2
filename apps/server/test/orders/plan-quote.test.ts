import { DAY_MS } from '@oneclick/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

/** The plan quote's route: who may ask and what it answers; its rules are plan-quote.rules.test.ts's. */
describe("an order's plan quote over HTTP", () => {
  let t: TestApp;
  let cookie: string;
  let id: string;

  const quote = (orderId: string, who?: string) => getJson(t, `/api/v1/orders/${orderId}/plan-quote`, { cookie: who });

  async function changes() {
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    const orderRows = await t.database.db.select({ id: orders.id, status: orders.status }).from(orders);
    const plans = await t.database.db
      .select({ id: users.id, role: users.role, expiresAt: users.expiresAt })
      .from(users);
    return { audits: audits!.n, orderRows, plans };
  }

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    const buyer = await insertUser(t.database.db, { role: 5, expiresAt: new Date(Date.now() + 730 * DAY_MS) });
    cookie = await logInAs(t, buyer.email, TEST_PASSWORD);
    const body = { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' };
    id = (await sendJson(t, 'POST', '/api/v1/orders', body, { cookie })).json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  it("answers the buyer with the contract's quote", async () => {
    const res = await quote(id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountType: 6, months: 12, conversion: { convertedDays: 547 } });
  });

  it('refuses the signed-out and malformed ids with a code, changing nothing', async () => {
    const before = await changes();
    const anonymous = await quote(id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    for (const bad of ['not-an-id', '%27%3B--', 'ABCDEF0123456']) {
      const res = await quote(bad, cookie);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.json().code).toBeTruthy();
    }
    expect(await changes()).toEqual(before);
  });
});
