import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paypalEvents, users } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { paypalFlow } from '../helpers/paypal-flow.js';

let eventIds = 0;
const eventId = () => `WH-TEST-${Date.now()}-${eventIds++}`;

function captureEvent(type: string, capture: { id: string; amount: object }, orderId: string, token: string) {
  return {
    id: eventId(),
    event_type: type,
    resource_type: 'capture',
    resource: {
      ...capture,
      status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
      custom_id: orderId,
      supplementary_data: { related_ids: { order_id: token } },
    },
  };
}

function refundEvent(captureId: string, value: string) {
  return {
    id: eventId(),
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: `REFUND${eventIds}`,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      links: [{ rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/${captureId}`, method: 'GET' }],
    },
  };
}

describe('POST /api/v1/payments/paypal/webhook', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;
  let adminEmail: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp(paypal.env);
    flow = paypalFlow(t, paypal);
    adminEmail = (await insertUser(t.database.db, { role: 1 })).email;
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  async function events(id: string) {
    return t.database.db.select().from(paypalEvents).where(eq(paypalEvents.id, id));
  }

  it('fulfils, once per event and once per order, an order captured whose buyer never came back', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', capture, id, token);
    const res = await flow.sendEvent(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await flow.row(id)).toMatchObject({ status: 'fulfilled', paypalCaptureId: capture.id });
    expect(await events(event.id)).toMatchObject([{ orderId: id }]);

    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.sendEvent({ ...event, id: eventId() })).statusCode).toBe(200);
    expect((await flow.returnFromPaypal(token)).headers.location).toContain('paypal=success');
    expect(await flow.sales(id)).toBe(1);
  });

  it('captures an approved order on CHECKOUT.ORDER.APPROVED, for a buyer whose browser went away', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const res = await flow.sendEvent({
      id: eventId(),
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: token, status: 'APPROVED' },
    });
    expect(res.statusCode).toBe(200);
    expect((await flow.row(id)).status).toBe('fulfilled');
    expect(await flow.sales(id)).toBe(1);
  });

  it('refuses a completed capture whose amount is not the order’s', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    const event = captureEvent(
      'PAYMENT.CAPTURE.COMPLETED',
      { ...capture, amount: { currency_code: 'USD', value: '5.99' } },
      id,
      token,
    );
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.row(id)).status).toBe('pending');
    expect(await flow.sales(id)).toBe(0);
  });

  it('refuses a bad or missing signature, with nothing recorded', async () => {
    const { id, token } = await flow.openPaypalOrder();
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', capture, id, token);
    const signed = paypal.fake.signWebhook(JSON.stringify(event));
    const forged = await flow.sendEvent(event, { ...signed, 'paypal-transmission-sig': 'Zm9yZ2Vk' });
    expect(forged.statusCode).toBe(401);
    const altered = await flow.sendEvent(
      { ...event, resource: { ...event.resource, custom_id: 'AAAAAAAAAAAA' } },
      signed,
    );
    expect(altered.statusCode).toBe(401);
    expect((await flow.sendEvent(event, {})).statusCode).toBe(401);
    expect(await events(event.id)).toHaveLength(0);
    expect((await flow.row(id)).status).toBe('pending');
  });

  it('records and ignores an event it does not handle', async () => {
    const event = { id: eventId(), event_type: 'BILLING.SUBSCRIPTION.CREATED', resource: { id: 'I-1' } };
    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect(await events(event.id)).toMatchObject([{ eventType: 'BILLING.SUBSCRIPTION.CREATED', orderId: null }]);
  });

  it('takes back the months of a refunded order, never below now, and tells admins', async () => {
    const { user, id, token } = await flow.openPaypalOrder();
    expect((await flow.approveAndReturn(token)).headers.location).toContain('paypal=success');
    const { paypalCaptureId } = await flow.row(id);

    const partial = refundEvent(paypalCaptureId!, '100.00');
    expect((await flow.sendEvent(partial)).statusCode).toBe(200);
    expect((await flow.row(id)).status).toBe('fulfilled');

    const before = Date.now();
    const full = refundEvent(paypalCaptureId!, '599.00');
    expect((await flow.sendEvent(full)).statusCode).toBe(200);
    expect((await flow.row(id)).status).toBe('refunded');
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(account!.expiresAt!.getTime()).toBeLessThan(Date.now() + 60_000);
    const subjects = (await emailsTo(t.database.db, adminEmail)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes(id))).toHaveLength(2);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refunded'), eq(auditLog.targetId, user.id)));
    expect(entry!.details).toMatchObject({ orderId: id });
  });

  it('cancels an open order whose capture PayPal denied', async () => {
    const { id, token } = await flow.openPaypalOrder();
    const denied = captureEvent(
      'PAYMENT.CAPTURE.DENIED',
      { id: 'DENIEDCAPTURE0001', amount: { currency_code: 'USD', value: '599.00' } },
      id,
      token,
    );
    expect((await flow.sendEvent(denied)).statusCode).toBe(200);
    expect(await flow.row(id)).toMatchObject({ status: 'cancelled', cancelReason: 'PayPal denied the payment.' });
  });

  it('answers 400 with a code to a body that is no event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/webhook',
      payload: { hello: 'world' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
