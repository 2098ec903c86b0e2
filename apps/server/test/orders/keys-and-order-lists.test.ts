import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, saleRecords } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';
import { paypalFlow } from '../helpers/paypal-flow.js';

describe("a reseller's bought keys, and the order lists", () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;
  let admin: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp({ ...BANK_ENV, ...paypal.env });
    flow = paypalFlow(t, paypal);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const keysOf = (orderId: string) => t.database.db.select().from(licenceKeys).where(eq(licenceKeys.orderId, orderId));

  it('issues keys bought by bank transfer when an admin marks the order paid, in VND at the discount', async () => {
    const { user, cookie } = await flow.customer({ isReseller: true, commissionRate: 25 });
    const order = await flow.order(
      { kind: 'keys', package: 'premium', months: 24, quantity: 3, method: 'bank_transfer' },
      cookie,
    );
    // 19,990,000 dong a term, two terms, three keys, less 25%.
    expect(order).toMatchObject({ currency: 'VND', amount: 89_955_000 });
    expect(await keysOf(order.id)).toHaveLength(0);
    const paid = await sendJson(t, 'POST', `/api/v1/orders/${order.id}/mark-paid`, undefined, { cookie: admin });
    expect(paid.statusCode, paid.body).toBe(200);
    const keys = await keysOf(order.id);
    expect(keys.map((key) => [key.resellerId, key.accountType, key.months])).toEqual(Array(3).fill([user.id, 6, 24]));
    expect((await emailsTo(t.database.db, user.email)).some((mail) => mail.subject.includes(order.id))).toBe(true);
    const [sale] = await t.database.db.select().from(saleRecords).where(eq(saleRecords.orderId, order.id));
    expect(sale).toBeUndefined();
  });

  it('deletes the unused keys of a refunded key order, and keeps the used ones', async () => {
    const { cookie } = await flow.customer({ isReseller: true, commissionRate: 10 });
    const order = await flow.order({ kind: 'keys', package: 'pro', months: 12, quantity: 2, method: 'paypal' }, cookie);
    const { approveUrl } = (await flow.startPaypal(order.id, cookie)).json<{ approveUrl: string }>();
    await flow.approveAndReturn(approveUrl);
    const [first] = await keysOf(order.id);
    const customer = await insertUser(t.database.db);
    await t.database.db
      .update(licenceKeys)
      .set({ usedAt: new Date(), usedById: customer.id })
      .where(eq(licenceKeys.id, first!.id));
    const { paypalCaptureId } = await flow.row(order.id);
    const refund = {
      id: `WH-KEYS-${order.id}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: `R${order.id}`,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '1078.20' },
        links: [{ rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/${paypalCaptureId}` }],
      },
    };
    expect((await flow.sendEvent(refund)).statusCode).toBe(200);
    expect((await flow.row(order.id)).status).toBe('refunded');
    const deleted = await t.database.db
      .select()
      .from(licenceKeys)
      .where(and(eq(licenceKeys.orderId, order.id), isNotNull(licenceKeys.deletedAt)));
    const kept = await t.database.db
      .select()
      .from(licenceKeys)
      .where(and(eq(licenceKeys.orderId, order.id), isNull(licenceKeys.deletedAt)));
    expect(deleted).toHaveLength(1);
    expect(kept.map((key) => key.id)).toEqual([first!.id]);
  });

  it('filters the orders by status, kind, method and days, and refuses a bad date with a code', async () => {
    const { cookie } = await flow.customer();
    const bank = await flow.order(
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      cookie,
    );
    const card = await flow.order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, cookie);
    const gift = await flow.order({ kind: 'donation', amountUsd: 5 });
    const ids = async (query: string) =>
      (await getJson(t, `/api/v1/orders?${query}`, { cookie: admin }))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids('method=paypal')).toEqual(expect.arrayContaining([card.id, gift.id]));
    expect(await ids('method=paypal')).not.toContain(bank.id);
    expect(await ids('kind=donation')).toContain(gift.id);
    expect(await ids('kind=donation')).not.toContain(card.id);
    expect(await ids(`from=${today}&to=${today}&method=bank_transfer`)).toContain(bank.id);
    expect(await ids('from=2020-01-01&to=2020-12-31')).toEqual([]);
    const bad = await getJson(t, '/api/v1/orders?from=yesterday', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    const mine = (await getJson(t, '/api/v1/me/orders', { cookie })).json<{ items: { id: string }[] }>();
    expect(mine.items.map((item) => item.id).sort()).toEqual([bank.id, card.id].sort());
    expect((await getJson(t, '/api/v1/orders', { cookie })).statusCode).toBe(403);
  });
});
