import { addCalendarMonths, DAY_MS } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

/** The invoice's quote before paying, and the payment that then converts the time left (D3). */
describe("an order's plan quote", () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;

  const premium12 = { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' };

  async function customer(values: Parameters<typeof insertUser>[1] = {}) {
    const user = await insertUser(t.database.db, values);
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  /** A customer with Pro for another 730 days. */
  const proCustomer = () => customer({ role: 5, expiresAt: new Date(Date.now() + 730 * DAY_MS) });

  async function order(cookie: string, body: object = premium12) {
    const res = await sendJson(t, 'POST', '/api/v1/orders', body, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  const quote = (id: string, cookie?: string) => getJson(t, `/api/v1/orders/${id}/plan-quote`, { cookie });

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
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    reseller = await logInAs(
      t,
      (await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 10 })).email,
      TEST_PASSWORD,
    );
  });
  afterAll(() => t.close());

  it("shows the buyer their Pro's 730 days as 547 days of Premium on top of the term, and paying gives that", async () => {
    const { user, cookie } = await proCustomer();
    const id = await order(cookie);
    const started = Date.now();
    const res = await quote(id.toLowerCase(), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const quoted = res.json();
    expect(quoted).toMatchObject({
      accountType: 6,
      months: 12,
      current: { accountType: 5, expiresAt: user.expiresAt!.toISOString() },
      conversion: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
    const expected = addCalendarMonths(new Date(started), 12).getTime() + (730 * DAY_MS * 599) / 799;
    expect(Math.abs(new Date(quoted.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    expect((await quote(id, admin)).json()).toMatchObject({ conversion: quoted.conversion });

    const paid = await sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe(6);
    expect(Math.abs(row!.expiresAt!.getTime() - new Date(quoted.expiresAt).getTime())).toBeLessThan(60_000);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.paid'));
    expect(entry!.details).toMatchObject({
      orderId: id,
      converted: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
  });

  it('quotes the same package as an extension of the running plan, with nothing converted', async () => {
    const { user, cookie } = await proCustomer();
    const id = await order(cookie, { ...premium12, package: 'pro', months: 24 });
    const quoted = (await quote(id, cookie)).json();
    expect(quoted).toMatchObject({ accountType: 5, months: 24, conversion: null, current: { accountType: 5 } });
    expect(quoted.expiresAt).toBe(addCalendarMonths(user.expiresAt!, 24).toISOString());
  });

  it('refuses strangers, orders that buy no plan or are no longer open, and staff buyers, changing nothing', async () => {
    const { cookie } = await proCustomer();
    const id = await order(cookie);
    const other = await customer();
    const keysOrder = await order(reseller, { ...premium12, kind: 'keys', quantity: 2 });
    const cancelledOrder = await order(cookie);
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledOrder));
    const staffBuyer = await customer();
    const staffOrder = await order(staffBuyer.cookie);
    await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, staffBuyer.user.id));
    const before = await changes();

    const refusals: [string, string | undefined, number, string, string?][] = [
      [id, undefined, 401, 'UNAUTHENTICATED'],
      [id, other.cookie, 404, 'NOT_FOUND'],
      [id, reseller, 404, 'NOT_FOUND'],
      [keysOrder, reseller, 404, 'NOT_FOUND'],
      ['000000000000', cookie, 404, 'NOT_FOUND'],
      [cancelledOrder, cookie, 409, 'CONFLICT', 'ORDER_NOT_OPEN'],
      [staffOrder, admin, 409, 'CONFLICT', 'NOT_A_CUSTOMER'],
    ];
    for (const [orderId, who, status, code, reason] of refusals) {
      const res = await quote(orderId, who);
      expect(res.statusCode, `${orderId}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      if (reason) expect(res.json().details.reason).toBe(reason);
    }
    for (const bad of ['not-an-id', '%27%3B--', 'ABCDEF0123456']) {
      const res = await quote(bad, cookie);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.json().code).toBeTruthy();
    }
    expect(await changes()).toEqual(before);
  });
});
