import { readFileSync } from 'node:fs';
import type { SalesSummary } from '@oneclick/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { getJson, provedSession, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';
import { paypalFlow } from '../helpers/paypal-flow.js';

const FILL_OLDER_PLAN_ENDS = new URL('../../drizzle/0030_fill_older_plan_ends.sql', import.meta.url);

const DAY_MS = 86_400_000;

/**
 * Plans bought and renewed through the app's own operations while the clock moves: bought on the
 * 10th of a month at 10:00 in Ho Chi Minh City, they end a year later, some are renewed before or
 * after their end and some are left to end, and Summary Sale counts them in the month they ended.
 * Only the app's clock moves: the database's stays today, so the year runs from 14 months ago
 * (an unpaid order lasts days from the database's now, and must still be open when paid).
 */
describe('the renewal rate of plans that end on their own', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;
  let admin: UserRow;
  let reseller: UserRow;

  const today = new Date();
  const bought = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 14, 10, 3));
  const ends = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 10, 3));
  const endMonth = ends.toISOString().slice(0, 7);
  const clockAt = (at: Date) => vi.setSystemTime(at);
  const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

  const asAdmin = async () => provedSession(t, admin);
  const asReseller = async () => provedSession(t, reseller);
  const asCustomer = async (customer: UserRow) => provedSession(t, customer);

  async function customer(name: string) {
    return insertUser(t.database.db, { name });
  }

  async function payByPaypal(buyer: UserRow) {
    const created = await flow.order(
      { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
      await asCustomer(buyer),
    );
    const started = await flow.startPaypal(created.id, await asCustomer(buyer));
    expect(started.statusCode, started.body).toBe(200);
    const back = await flow.approveAndReturn(started.json<{ approveUrl: string }>().approveUrl);
    expect(back.statusCode, back.body).toBeLessThan(400);
    expect((await flow.row(created.id)).status).toBe('fulfilled');
  }

  async function payByBankTransfer(buyer: UserRow) {
    const created = await flow.order(
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      await asCustomer(buyer),
    );
    const paid = await sendJson(t, 'POST', `/api/v1/orders/${created.id}/mark-paid`, undefined, {
      cookie: await asAdmin(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  async function keyOf(resellerId: string | null) {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys',
      { quantity: 1, accountType: 5, months: 12, ...(resellerId ? { resellerId } : {}) },
      { cookie: await asAdmin() },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ keys: { code: string }[] }>().keys[0]!.code;
  }

  async function redeem(buyer: UserRow, code: string, cookie: string) {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys/redeem',
      { code, customerEmail: buyer.email },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  async function summary(cookie: string, resellerId?: string) {
    const res = await getJson(t, `/api/v1/sales/summary${resellerId ? `?resellerId=${resellerId}` : ''}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SalesSummary>();
  }

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp({ ...paypal.env, ...BANK_ENV, BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    flow = paypalFlow(t, paypal);
    admin = await insertUser(t.database.db, { role: 1 });
    reseller = await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 20 });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('counts, in the month they ended, the plans bought by payment or key, directly or through a reseller, and those renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt(bought);
    const byPaypal = await customer('Paid by PayPal, renewed after its end by PayPal');
    await payByPaypal(byPaypal);
    const byBank = await customer('Paid by transfer, left to end');
    await payByBankTransfer(byBank);
    const byKey = await customer('Admin’s key, renewed before its end by transfer');
    await redeem(byKey, await keyOf(null), await asAdmin());
    const throughReseller = await customer('Reseller’s key, renewed after its end with a key');
    await redeem(throughReseller, await keyOf(reseller.id), await asReseller());
    const leftByReseller = await customer('Reseller’s key, left to end');
    await redeem(leftByReseller, await keyOf(reseller.id), await asReseller());
    // A plan bought a month later ends a month later: not this month's.
    clockAt(daysFrom(bought, 31));
    await payByPaypal(await customer('Ends next month'));

    clockAt(daysFrom(ends, -3));
    await payByBankTransfer(byKey);

    clockAt(daysFrom(ends, 2));
    await payByPaypal(byPaypal);
    await keyOf(reseller.id);
    const renewed = await sendJson(
      t,
      'POST',
      `/api/v1/renewals/${throughReseller.id}/renew-with-key`,
      { expiresAt: ends.toISOString() },
      { cookie: await asReseller() },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);

    clockAt(daysFrom(ends, 5));
    const inTheMonth = await summary(await asAdmin());
    expect(inTheMonth.thisMonth).toBe(endMonth);
    expect(inTheMonth.renewals.current).toEqual({ due: 5, renewed: 3 });
    expect((await summary(await asAdmin(), 'direct')).renewals.current).toEqual({ due: 3, renewed: 2 });
    expect((await summary(await asAdmin(), reseller.id)).renewals.current).toEqual({ due: 2, renewed: 1 });
    expect((await summary(await asReseller())).renewals.current).toEqual({ due: 2, renewed: 1 });

    // 00:30 on the 1st of the next month in Ho Chi Minh City: last month's now.
    const nextMonth = new Date(Date.UTC(ends.getUTCFullYear(), ends.getUTCMonth() + 1, 1) - 7 * 3_600_000 + 1_800_000);
    clockAt(nextMonth);
    const after = await summary(await asAdmin());
    expect(after.renewals.previous).toEqual({ due: 5, renewed: 3 });
    expect(after.renewals.current).toEqual({ due: 1, renewed: 0 });
  });

  it('counts the plans of sales recorded before activations kept their plan’s end, once migration 0030 fills them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A month after the first test's plans: these end in the month after theirs.
    const boughtLater = new Date(Date.UTC(bought.getUTCFullYear(), bought.getUTCMonth() + 1, 10, 3));
    const endsLater = new Date(Date.UTC(ends.getUTCFullYear(), ends.getUTCMonth() + 1, 10, 3));
    clockAt(boughtLater);
    const left = await customer('Bought before the plan ends were kept, left to end');
    await payByPaypal(left);
    const renewedLater = await customer('Bought before the plan ends were kept, renewed after its end');
    await redeem(renewedLater, await keyOf(reseller.id), await asReseller());
    // As migration 0024 left every sale recorded before it: no plan end, no renewed plan.
    await t.database.db
      .update(saleRecords)
      .set({ planEndsAt: null, renewedPlanEndsAt: null })
      .where(inArray(saleRecords.customerId, [left.id, renewedLater.id]));

    clockAt(daysFrom(endsLater, 2));
    await keyOf(reseller.id);
    const renewed = await sendJson(
      t,
      'POST',
      `/api/v1/renewals/${renewedLater.id}/renew-with-key`,
      { expiresAt: endsLater.toISOString() },
      { cookie: await asReseller() },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);

    clockAt(daysFrom(endsLater, 5));
    await t.database.db.execute(sql.raw(readFileSync(FILL_OLDER_PLAN_ENDS, 'utf8')));
    const inTheMonth = await summary(await asAdmin());
    // With the first test's plan that ends this month too, bought a month after the others.
    expect(inTheMonth.renewals.current).toEqual({ due: 3, renewed: 1 });
    expect((await summary(await asReseller())).renewals.current).toEqual({ due: 1, renewed: 1 });
  });
});
