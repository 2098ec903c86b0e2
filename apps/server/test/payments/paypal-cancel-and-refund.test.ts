import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paypalEvents } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { paypalFlow, type PaypalFlow, startPaypalTestApp, stopPaypalTestApp } from '../helpers/paypal-flow.js';

let eventIds = 0;
const eventId = () => `WH-CANCEL-${Date.now()}-${eventIds++}`;

function completed(capture: { id: string; amount: object }, orderId: string) {
  return {
    id: eventId(),
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: { ...capture, status: 'COMPLETED', custom_id: orderId },
  };
}

/**
 * A PayPal order an admin cancels while the buyer pays (issue 28 row 3): PayPal takes nothing
 * for an order that can no longer be paid, and money it took anyway goes back, once.
 */
describe('cancelling a PayPal order around its payment', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: PaypalFlow;
  let admin: string;
  let adminEmail: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp(paypal.env);
    flow = paypalFlow(t, paypal);
    adminEmail = (await insertUser(t.database.db, { role: 1 })).email;
    admin = await logInAs(t, adminEmail, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const cancel = (id: string) =>
    sendJson(t, 'POST', `/api/v1/orders/${id}/cancel`, { reason: 'Customer asked' }, { cookie: admin });

  it('captures nothing when the buyer comes back to an order cancelled after they approved', async () => {
    const { id, token } = await flow.openPaypalOrder();
    const back = new URL(paypal.fake.approve(token));
    expect((await cancel(id)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.headers.location).toBe(`/invoice_en?paypal=closed&order=${id}`);
    expect(paypal.fake.orders.get(token)!.order.status).toBe('APPROVED');
    expect((await flow.row(id)).status).toBe('cancelled');
    expect(await flow.sales(id)).toBe(0);
  });

  it('refunds, once, money PayPal took for an order cancelled before the capture was settled', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    expect((await cancel(id)).statusCode).toBe(200);

    const event = completed(capture, id);
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect(paypal.fake.refunded.has(capture.id)).toBe(true);
    const row = await flow.row(id);
    expect(row).toMatchObject({ status: 'refunded', paypalCaptureId: capture.id });
    expect(row.refundedAt).not.toBeNull();
    expect(await flow.sales(id)).toBe(0);

    // The buyer's browser comes back late, and PayPal repeats the event: nothing more happens.
    expect((await flow.returnFromPaypal(token)).headers.location).toBe(`/invoice_en?paypal=refunded&order=${id}`);
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    const refunds = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refunded'), eq(auditLog.targetId, row.userId!)));
    expect(refunds).toHaveLength(1);
    const [mail] = await emailsTo(t.database.db, adminEmail);
    expect(mail!.textBody).toContain(`after it had been cancelled`);
  });

  it('answers 503 while PayPal cannot refund, so that PayPal delivers again, and refunds on the retry', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    await cancel(id);
    const event = completed(capture, id);
    paypal.fake.failRefunds(true);
    try {
      expect((await flow.sendEvent(event)).statusCode).toBe(503);
      expect(await flow.row(id)).toMatchObject({ status: 'cancelled', paypalCaptureId: capture.id });
    } finally {
      paypal.fake.failRefunds(false);
    }
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.row(id)).status).toBe('refunded');
    expect(paypal.fake.refunded.has(capture.id)).toBe(true);
  });

  it('refuses to cancel an order once PayPal has paid it', async () => {
    const { id, token } = await flow.openPaypalOrder();
    expect((await flow.approveAndReturn(token)).headers.location).toContain('paypal=success');
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
    expect((await flow.row(id)).status).toBe('fulfilled');
  });

  it('refunds when the cancel lands while PayPal is capturing', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    let cancelled: Awaited<ReturnType<typeof cancel>> | undefined;
    paypal.fake.beforeCapture(async () => {
      cancelled = await cancel(id);
    });
    try {
      const back = await flow.returnFromPaypal(token);
      expect(back.headers.location).toBe(`/invoice_en?paypal=refunded&order=${id}`);
    } finally {
      paypal.fake.beforeCapture(undefined);
    }
    expect(cancelled!.statusCode).toBe(200);
    const row = await flow.row(id);
    expect(row.status).toBe('refunded');
    expect(paypal.fake.refunded.has(row.paypalCaptureId!)).toBe(true);
    expect(await flow.sales(id)).toBe(0);
  });

  it('ends every race of a cancel against the return in exactly one of three states', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, token } = await flow.openPaypalOrder();
      paypal.fake.approve(token);
      const [back, cancelled] = await Promise.all([flow.returnFromPaypal(token), cancel(id)]);
      const row = await flow.row(id);
      const capture = paypal.fake.orders.get(token)!.order.purchase_units![0]!.payments?.captures?.[0];
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
});

/** What PayPal's webhook must survive (issue 28 row 9 and the review): exact bytes, unusable resources. */
describe('PayPal webhook bodies', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: PaypalFlow;

  beforeAll(async () => ({ t, paypal, flow } = await startPaypalTestApp()));
  afterAll(() => stopPaypalTestApp(t, paypal));

  async function recorded(id: string) {
    return t.database.db.select().from(paypalEvents).where(eq(paypalEvents.id, id));
  }

  it('is verified over the bytes PayPal sent, however they are spaced, escaped or ordered', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    const event = completed(capture, id);
    const text = `{ "resource": ${JSON.stringify(event.resource, null, 2)},\n  "event_type": "PAYMENT.CAPTURE.COMPLETED",\n  "summary": "Payment \\u00e9 completed",  "id": "${event.id}" }`;
    const res = await flow.sendEvent(text);
    expect(res.statusCode, res.body).toBe(200);
    expect((await flow.row(id)).status).toBe('fulfilled');
  });

  it('refuses a NUL in the event id with 400, and records and ignores unusable resources, never 500', async () => {
    const nulId = { id: 'WH-\u0000', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} };
    expect((await flow.sendEvent(nulId)).statusCode).toBe(400);
    const unusable = [
      { id: eventId(), event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'C1', custom_id: 'AB\u0000' } },
      { id: eventId(), event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'R1', links: 'up' } },
      { id: eventId(), event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'R2', links: [{ rel: 1 }] } },
      { id: eventId(), event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X\u0000' } },
      { id: eventId(), event_type: 'PAYMENT.CAPTURE.DENIED', resource: { custom_id: ['A'] } },
    ];
    for (const event of unusable) {
      const res = await flow.sendEvent(event);
      expect(res.statusCode, `${JSON.stringify(event)}: ${res.body}`).toBe(200);
      expect(await recorded(event.id)).toMatchObject([{ orderId: null }]);
    }
  });
});
