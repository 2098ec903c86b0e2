import { addCalendarMonths, dashboardPath } from '@oneclick/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenceKeys, orders, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { paypalFlow, tokenOf } from '../helpers/paypal-flow.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('paying an order by PayPal (the real adapter against the stand-in on a port)', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let adminEmail: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp(paypal.env);
    adminEmail = (await insertUser(t.database.db, { role: 1 })).email;
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  let flow: ReturnType<typeof paypalFlow>;
  beforeAll(() => {
    flow = paypalFlow(t, paypal);
  });
  const customer = (overrides: Parameters<typeof insertUser>[1] = {}) => flow.customer(overrides);
  const order = (body: object, cookie?: string) => flow.order(body, cookie);
  const startPaypal = (id: string, cookie?: string) => flow.startPaypal(id, cookie);
  const approveAndReturn = (approveUrl: string) => flow.approveAndReturn(approveUrl);
  const row = (id: string) => flow.row(id);
  const sales = (id: string) => flow.sales(id);

  it('prices in USD, sends the buyer to PayPal, captures on return and activates once', async () => {
    const { user, cookie } = await customer();
    const created = await order({ kind: 'subscription', package: 'pro', months: 24, method: 'paypal' }, cookie);
    expect(created).toMatchObject({ currency: 'USD', amount: 119_800 });

    const started = await startPaypal(created.id, cookie);
    expect(started.statusCode, started.body).toBe(200);
    const { approveUrl } = started.json<{ approveUrl: string }>();
    expect(approveUrl.startsWith(paypal.env.PAYPAL_API_BASE!)).toBe(true);
    const atPaypal = paypal.fake.orders.get(tokenOf(approveUrl))!.order;
    expect(atPaypal.purchase_units![0]).toMatchObject({
      custom_id: created.id,
      amount: { currency_code: 'USD', value: '1198.00' },
    });
    // Trying again pays the same PayPal order.
    expect((await startPaypal(created.id, cookie)).json()).toEqual({ approveUrl });

    const before = new Date();
    const back = await approveAndReturn(approveUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/invoice_en?paypal=success&order=${created.id}`);
    const paid = await row(created.id);
    expect(paid).toMatchObject({ status: 'fulfilled', paypalOrderId: tokenOf(approveUrl) });
    expect(paid.paypalCaptureId).toMatch(/^[0-9A-Z]{17}$/);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.role).toBe(5);
    expect(Math.abs(account!.expiresAt!.getTime() - addCalendarMonths(before, 24).getTime())).toBeLessThan(60_000);
    expect(await sales(created.id)).toBe(1);

    // A second return (a reload, a back button) changes nothing.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/paypal/return?token=${tokenOf(approveUrl)}`,
    });
    expect(again.headers.location).toBe(`/invoice_en?paypal=success&order=${created.id}`);
    expect(await sales(created.id)).toBe(1);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.expiresAt).toEqual(account!.expiresAt);
  });

  it('sends a buyer who cancelled back to the same order, still payable', async () => {
    const { cookie } = await customer();
    const created = await order({ kind: 'subscription', package: 'premium', months: 12, method: 'paypal' }, cookie);
    const { approveUrl } = (await startPaypal(created.id, cookie)).json<{ approveUrl: string }>();
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/paypal/cancel?token=${tokenOf(approveUrl)}`,
    });
    expect(back.headers.location).toBe(`/invoice_en?paypal=cancelled&order=${created.id}`);
    expect((await row(created.id)).status).toBe('pending');
    expect((await approveAndReturn(approveUrl)).headers.location).toContain('paypal=success');
  });

  it('fails a return PayPal was never asked to approve, and an unknown token, without paying', async () => {
    const { cookie } = await customer();
    const created = await order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, cookie);
    const { approveUrl } = (await startPaypal(created.id, cookie)).json<{ approveUrl: string }>();
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/paypal/return?token=${tokenOf(approveUrl)}`,
    });
    expect(early.headers.location).toBe(`/invoice_en?paypal=failed&order=${created.id}`);
    expect((await row(created.id)).status).toBe('pending');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/payments/paypal/return?token=NOSUCHORDER0000' });
    expect(unknown.headers.location).toBe('/?paypal=failed');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/payments/paypal/return?token=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['amount', { currency_code: 'USD', value: '1.00' }],
    ['currency', { currency_code: 'EUR', value: '599.00' }],
  ])('refuses a capture whose %s is not the order’s, and tells admins', async (_what, amount) => {
    const { user, cookie } = await customer();
    const created = await order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, cookie);
    const { approveUrl } = (await startPaypal(created.id, cookie)).json<{ approveUrl: string }>();
    paypal.fake.alterCaptures((answer) => {
      answer.purchase_units![0]!.payments!.captures![0]!.amount = amount;
      return answer;
    });
    try {
      const back = await approveAndReturn(approveUrl);
      expect(back.headers.location).toBe(`/invoice_en?paypal=failed&order=${created.id}`);
    } finally {
      paypal.fake.alterCaptures(undefined);
    }
    expect((await row(created.id)).status).toBe('pending');
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.role).toBe(user.role);
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_refused'), eq(auditLog.targetId, user.id)));
    expect(refusals).toHaveLength(1);
    const mails = await emailsTo(t.database.db, adminEmail);
    expect(mails.some((mail) => mail.subject.includes(created.id))).toBe(true);
  });

  it('reconciles a capture PayPal reports as already done with a GET', async () => {
    const { cookie } = await customer();
    const created = await order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, cookie);
    const { approveUrl } = (await startPaypal(created.id, cookie)).json<{ approveUrl: string }>();
    const token = tokenOf(approveUrl);
    paypal.fake.approve(token);
    // An earlier attempt captured under another request id, and its answer was lost.
    await flow.captureAtPaypal(token, 'another-attempt');
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/payments/paypal/return?token=${token}` });
    expect(back.headers.location).toBe(`/invoice_en?paypal=success&order=${created.id}`);
    expect(await sales(created.id)).toBe(1);
  });

  it('lets a visitor donate the amount they typed, by PayPal, with no sale recorded', async () => {
    const created = await order({ kind: 'donation', amountUsd: 50 });
    expect(created).toMatchObject({ currency: 'USD', amount: 5000 });
    const started = await startPaypal(created.id);
    expect(started.statusCode, started.body).toBe(200);
    const back = await approveAndReturn(started.json<{ approveUrl: string }>().approveUrl);
    expect(back.headers.location).toBe(`/donation?paypal=success&order=${created.id}`);
    expect(await row(created.id)).toMatchObject({ status: 'paid', fulfilledAt: null });
    expect(await sales(created.id)).toBe(0);
    const cents = await order({ kind: 'donation', amountUsd: 12.34 });
    expect(cents.amount).toBe(1234);
  });

  it('issues a reseller their bought keys, at their discount, once paid, and e-mails them', async () => {
    const { user, cookie } = await customer({ role: 3, isReseller: true, commissionRate: 20 });
    const created = await order({ kind: 'keys', package: 'pro', months: 12, quantity: 10, method: 'paypal' }, cookie);
    expect(created).toMatchObject({ currency: 'USD', amount: 479_200 });
    const { approveUrl } = (await startPaypal(created.id, cookie)).json<{ approveUrl: string }>();
    const back = await approveAndReturn(approveUrl);
    expect(back.headers.location).toBe(`/users?section=orders-buy-keys&paypal=success&order=${created.id}`);
    const keys = await t.database.db.select().from(licenceKeys).where(eq(licenceKeys.orderId, created.id));
    expect(keys).toHaveLength(10);
    expect(keys.every((key) => key.resellerId === user.id && key.accountType === 5 && key.months === 12)).toBe(true);
    const [mail] = (await emailsTo(t.database.db, user.email)).filter((m) => m.subject.includes(created.id));
    expect(mail!.textBody).toContain(keys[0]!.code.slice(0, 4));
    // The link opens the reseller's own keys on the dashboard: exactly the shared path, nothing after it.
    expect(mail!.textBody.match(/https?:\/\/\S+/g)).toContain(`${t.config.publicUrl}${dashboardPath('licence-keys')}`);
    expect(dashboardPath('licence-keys')).toBe('/users?section=licence-keys');
    expect(await sales(created.id)).toBe(0);
  });

  describe('refuses, with a code and nothing changed', () => {
    it('an order of a plan or keys without an account', async () => {
      const res = await sendJson(t, 'POST', '/api/v1/orders', {
        kind: 'subscription',
        package: 'pro',
        months: 12,
        method: 'paypal',
      });
      expect(res.statusCode).toBe(401);
    });

    it('keys for someone who is not a reseller', async () => {
      const { cookie } = await customer();
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/orders',
        { kind: 'keys', package: 'pro', months: 12, quantity: 2, method: 'paypal' },
        { cookie },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ details: { reason: 'NOT_A_RESELLER' } });
    });

    it.each([
      [{ kind: 'donation', amountUsd: 0.99 }],
      [{ kind: 'donation', amountUsd: 10_000.01 }],
      [{ kind: 'donation', amountUsd: 12.345 }],
      [{ kind: 'donation', amountUsd: '50' }],
      [{ kind: 'donation', amountUsd: 50, amount: 1 }],
      [{ kind: 'keys', package: 'pro', months: 12, quantity: 501, method: 'paypal' }],
      [{ kind: 'keys', package: 'pro', months: 12, quantity: 0, method: 'paypal' }],
      [{ kind: 'gift', amountUsd: 5 }],
    ])('a bad order %j', async (body) => {
      const { cookie } = await customer({ isReseller: true, commissionRate: 10 });
      const [before] = await t.database.db.select({ n: count() }).from(orders);
      const res = await sendJson(t, 'POST', '/api/v1/orders', body, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ORDER_FAIL');
      const [after] = await t.database.db.select({ n: count() }).from(orders);
      expect(after!.n).toBe(before!.n);
    });

    it("someone else's order, a bank-transfer order, and a paid one", async () => {
      const owner = await customer();
      const other = await customer();
      const created = await order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, owner.cookie);
      expect((await startPaypal(created.id, other.cookie)).statusCode).toBe(404);
      expect((await startPaypal(created.id)).statusCode).toBe(404);
      expect((await row(created.id)).paypalOrderId).toBeNull();

      const { approveUrl } = (await startPaypal(created.id, owner.cookie)).json<{ approveUrl: string }>();
      await approveAndReturn(approveUrl);
      const paid = await startPaypal(created.id, owner.cookie);
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
    });
  });
});

describe('PayPal out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PAYPAL_MODE: 'sandbox',
      PAYPAL_API_BASE: 'http://127.0.0.1:9',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'hook',
    });
  });
  afterAll(() => t.close());

  it("answers 503 PAYPAL_UNREACHABLE ('PayPal could not be reached') and keeps the order payable", async () => {
    const user = await insertUser(t.database.db);
    const cookie = await logInAs(t, user.email, TEST_PASSWORD);
    const created = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
      { cookie },
    );
    const { id } = created.json<{ id: string }>();
    const res = await sendJson(t, 'POST', `/api/v1/orders/${id}/paypal`, undefined, { cookie });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { reason: 'PAYPAL_UNREACHABLE' } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'pending', paypalOrderId: null });
  });
});
