import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../src/db/schema/index.js';
import { expireUnpaidOrders } from '../../src/domain/expire-unpaid-orders.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { getJson, logInAs, logInWithPasswordOnly, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';
import { paypalFlow, tokenOf } from '../helpers/paypal-flow.js';

/**
 * Unpaid orders a customer resumes or drops (issue 29 item 3): PayPal gives a new approval for
 * the same order, never a second payable one; a cancel racing a payment ends in one allowed
 * state. On PostgreSQL the races really overlap.
 */
describe("a customer's open orders: resumed, cancelled, expired", () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp({ ...paypal.env, ...BANK_ENV });
    flow = paypalFlow(t, paypal);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const cancelOwn = (id: string, cookie?: string) =>
    sendJson(t, 'POST', `/api/v1/me/orders/${id}/cancel`, undefined, cookie ? { cookie } : {});

  async function bankOrder() {
    const { user, cookie } = await flow.customer();
    const { id } = await flow.order(
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      cookie,
    );
    return { user, cookie, id };
  }

  /** PayPal's approval, made long enough ago that PayPal would have let it lapse. */
  const ageApproval = (id: string) =>
    t.database.db
      .update(orders)
      .set({ paypalCreatedAt: sql`now() - interval '3 hours'` })
      .where(eq(orders.id, id));

  const capturesOf = (token: string) =>
    paypal.fake.orders.get(token)?.order.purchase_units?.[0]?.payments?.captures ?? [];

  it('lets a customer cancel their own open order, audited, and a transfer naming it afterwards pays nothing', async () => {
    const { user, cookie, id } = await bankOrder();
    const res = await cancelOwn(id.toLowerCase(), cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', cancelReason: null, bankTransfer: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancelled'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({ actorUserId: user.id, details: { orderId: id, byCustomer: true } });

    const again = await cancelOwn(id, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });

    const notice = bankNotice({ content: id });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
      payload: notice,
    });
    expect((await flow.row(id)).status).toBe('cancelled');
    expect(await flow.sales(id)).toBe(0);
  });

  it('lets a reseller cancel their own key order, and nobody cancel anyone else’s', async () => {
    const reseller = await flow.customer({ isReseller: true, commissionRate: 20 });
    const keys = await flow.order(
      { kind: 'keys', package: 'pro', months: 12, quantity: 2, method: 'bank_transfer' },
      reseller.cookie,
    );
    const { id } = await bankOrder();
    const other = await flow.customer();
    const admin = await insertUser(t.database.db, { role: 1 });
    const unproved = await insertUser(t.database.db, { role: 1 });
    const strangers = [
      other.cookie,
      reseller.cookie,
      await logInAs(t, admin.email, TEST_PASSWORD),
      await logInWithPasswordOnly(t, unproved.email, TEST_PASSWORD),
    ];
    for (const cookie of strangers) {
      const res = await cancelOwn(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const visitor = await cancelOwn(id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    for (const bad of ['XYZ', 'ABCDEF0123456', '%00']) {
      const res = await cancelOwn(bad, other.cookie);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.json().code, bad).toBeTruthy();
    }
    expect((await flow.row(id)).status).toBe('pending');

    expect((await cancelOwn(keys.id, reseller.cookie)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses to cancel an order that is paid', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    expect((await flow.approveAndReturn(token)).headers.location).toContain('paypal=success');
    const res = await cancelOwn(id, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
    expect((await flow.row(id)).status).toBe('fulfilled');
  });

  it('refunds money PayPal took for an order its customer cancelled, and keeps the cancel without a reason', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    expect((await cancelOwn(id, cookie)).statusCode).toBe(200);
    const event = {
      id: `WH-OWN-${id}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { ...capture, status: 'COMPLETED', custom_id: id },
    };
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect(paypal.fake.refunded.has(capture.id)).toBe(true);
    expect(await flow.row(id)).toMatchObject({ status: 'refunded', cancelReason: null, paypalCaptureId: capture.id });
    expect(await flow.sales(id)).toBe(0);
  });

  it('resumes a PayPal order with the same approval while PayPal keeps it, and a new one for the same order after', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    const again = await flow.startPaypal(id, cookie);
    expect(tokenOf(again.json<{ approveUrl: string }>().approveUrl)).toBe(token);

    await ageApproval(id);
    const resumed = await flow.startPaypal(id, cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const fresh = tokenOf(resumed.json<{ approveUrl: string }>().approveUrl);
    expect(fresh).not.toBe(token);
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, (await flow.row(id)).userId!))) as [{ n: number }];
    expect(n).toBe(1);

    // The first approval, used late, takes nothing: the order now names the new one.
    const late = await flow.approveAndReturn(token);
    expect(late.headers.location).toBe(`/invoice_en?paypal=replaced&order=${id}`);
    expect(capturesOf(token)).toHaveLength(0);
    expect((await flow.approveAndReturn(fresh)).headers.location).toBe(`/invoice_en?paypal=success&order=${id}`);
    expect(await flow.sales(id)).toBe(1);
    const closed = await flow.startPaypal(id, cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
  });

  it('shows the bank details of an open bank order again, and none once it is cancelled', async () => {
    const { cookie, id } = await bankOrder();
    const open = await getJson(t, `/api/v1/orders/${id}`, { cookie });
    expect(open.json()).toMatchObject({ bankTransfer: { content: id, accountNumber: BANK_ENV.BANK_ACCOUNT_NUMBER } });
    await cancelOwn(id, cookie);
    expect((await getJson(t, `/api/v1/orders/${id}`, { cookie })).json()).toMatchObject({ bankTransfer: null });
  });

  it('refunds the second payment when a resumed checkout and the first one are both paid', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    let fresh = '';
    paypal.fake.beforeCapture(async () => {
      // While PayPal captures the first approval, the buyer resumes in another tab and pays again.
      paypal.fake.beforeCapture(undefined);
      await ageApproval(id);
      fresh = tokenOf((await flow.startPaypal(id, cookie)).json<{ approveUrl: string }>().approveUrl);
      expect((await flow.approveAndReturn(fresh)).headers.location).toContain('paypal=success');
    });
    try {
      const back = await flow.returnFromPaypal(token);
      expect(back.headers.location).toBe(`/invoice_en?paypal=success&order=${id}`);
    } finally {
      paypal.fake.beforeCapture(undefined);
    }
    const [first] = capturesOf(token);
    const [second] = capturesOf(fresh);
    expect(await flow.row(id)).toMatchObject({ status: 'fulfilled', paypalCaptureId: second!.id });
    expect(paypal.fake.refunded.has(first!.id)).toBe(true);
    expect(paypal.fake.refunded.has(second!.id)).toBe(false);
    expect(await flow.sales(id)).toBe(1);

    // PayPal's own notice of the first capture, delivered twice: nothing more is refunded or logged.
    const event = {
      id: `WH-EXTRA-${id}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { ...first!, status: 'COMPLETED', custom_id: id },
    };
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.extra_payment_refunded'));
    expect(entries.filter((entry) => entry.details?.orderId === id)).toHaveLength(1);
  });

  it('lets a PayPal order nobody paid expire like a bank one, after which PayPal takes nothing', async () => {
    const { id, token } = await flow.openPaypalOrder();
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, id));
    expect(await expireUnpaidOrders(systemOf(t))).toContain(id);
    expect((await flow.row(id)).status).toBe('expired');
    const back = await flow.approveAndReturn(token);
    expect(back.headers.location).toBe(`/invoice_en?paypal=closed&order=${id}`);
    expect(capturesOf(token)).toHaveLength(0);
  });

  it('ends every race of a customer’s cancel against the return from PayPal in exactly one allowed state', async () => {
    for (let round = 0; round < 8; round++) {
      const { cookie, id, token } = await flow.openPaypalOrder();
      paypal.fake.approve(token);
      const [back, cancelled] = await Promise.all([flow.returnFromPaypal(token), cancelOwn(id, cookie)]);
      const row = await flow.row(id);
      const [capture] = capturesOf(token);
      if (row.status === 'fulfilled') {
        expect(cancelled.statusCode).toBe(409);
        expect(back.headers.location).toContain('paypal=success');
        expect(await flow.sales(id)).toBe(1);
        expect(paypal.fake.refunded.has(capture!.id)).toBe(false);
      } else if (row.status === 'cancelled') {
        expect(cancelled.statusCode).toBe(200);
        expect(capture).toBeUndefined();
        expect(await flow.sales(id)).toBe(0);
      } else {
        expect(row.status).toBe('refunded');
        expect(cancelled.statusCode).toBe(200);
        expect(paypal.fake.refunded.has(capture!.id)).toBe(true);
        expect(await flow.sales(id)).toBe(0);
      }
    }
  });

  it('keeps one payment whatever a resume racing the capture does', async () => {
    for (let round = 0; round < 8; round++) {
      const { cookie, id, token } = await flow.openPaypalOrder();
      paypal.fake.approve(token);
      await ageApproval(id);
      const [back, resumed] = await Promise.all([flow.returnFromPaypal(token), flow.startPaypal(id, cookie)]);
      // Either the capture went first, or the resume replaced the approval and the old one takes nothing.
      expect([`/invoice_en?paypal=success&order=${id}`, `/invoice_en?paypal=replaced&order=${id}`]).toContain(
        back.headers.location,
      );
      if (resumed.statusCode === 200) {
        const fresh = tokenOf(resumed.json<{ approveUrl: string }>().approveUrl);
        if (fresh !== token) await flow.approveAndReturn(fresh);
      } else {
        expect(resumed.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
      }
      const row = await flow.row(id);
      const kept = [...paypal.fake.orders.values()]
        .filter((stored) => stored.order.purchase_units?.[0]?.custom_id === id)
        .flatMap((stored) => stored.order.purchase_units?.[0]?.payments?.captures ?? [])
        .filter((capture) => !paypal.fake.refunded.has(capture.id));
      expect(row.status).toBe('fulfilled');
      expect(kept.map((capture) => capture.id)).toEqual([row.paypalCaptureId]);
      expect(await flow.sales(id)).toBe(1);
    }
  });
});
