import { formatMoney, isOpenOrder, type OrderStatus, type paypalWebhookEventSchema, safeText } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentsDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { mailAdmins } from '../../auth/users.js';
import { type OrderRow, orders, paypalEvents } from '../../db/schema/index.js';
import type { Actor, UnitOfWork } from '../../service-core/unit-of-work.js';
import type { PaymentAttention } from './emails.js';
import { centsOf, type PaypalCapture, type PaypalPayer } from '../../integrations/paypal-client.js';
import { priceOf } from '../../domain/orders.js';
import { takeBackRefundedOrder } from './take-back-refunded-order.js';
import { capturePaypalPayment } from './capture-paypal-payment.js';
import { isExtraCapture, settleCapture } from './paypal-capture.js';
import { refundExtraCapture } from './refund-extra-capture.js';
import { refundHeldCapture } from './refund-held-capture.js';
import { paymentsEmails } from './emails.js';

type PaypalEvent = z.output<typeof paypalWebhookEventSchema>;

/**
 * The parts of an event's resource the handler reads, checked before any is used: an event
 * whose parts are unusable (a NUL in an id, links that are not a list) is recorded and ignored.
 */
const eventResourceSchema = z.looseObject({
  id: safeText().max(100).optional(),
  status: safeText().max(50).optional(),
  amount: z.object({ currency_code: safeText().max(3), value: safeText().max(32) }).optional(),
  custom_id: safeText().max(127).optional(),
  links: z.array(z.looseObject({ rel: safeText().max(50), href: safeText().max(2000) })).optional(),
  supplementary_data: z
    .looseObject({ related_ids: z.looseObject({ order_id: safeText().max(100).optional() }).optional() })
    .optional(),
});
type EventResource = z.output<typeof eventResourceSchema>;

/** The order a capture or refund names: our id in `custom_id`, else PayPal's order or capture id. */
async function orderNamedBy(
  uow: UnitOfWork,
  resource: EventResource,
  captureId?: string,
): Promise<OrderRow | undefined> {
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
  const where = resource.custom_id
    ? eq(orders.id, resource.custom_id)
    : captureId
      ? eq(orders.paypalCaptureId, captureId)
      : paypalOrderId
        ? eq(orders.paypalOrderId, paypalOrderId)
        : undefined;
  if (!where) return undefined;
  const [order] = await uow.tx.select().from(orders).where(where).for('update');
  return order;
}

/**
 * Who paid, for a completed capture that may pay an order with no address for its receipt (an
 * anonymous donation): a capture event does not name its payer, PayPal's order does, as the
 * capture a returning donor brings back does. Asked before the transaction; if PayPal cannot
 * be reached, answering 503 makes PayPal deliver the event again.
 */
async function payerOfAnonymousOrder(
  deps: PaymentsDeps,
  actor: Actor,
  orderId: string,
  resource: EventResource,
): Promise<PaypalPayer | undefined> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.customerEmail) return undefined;
  if (!isOpenOrder(order.status as OrderStatus) && order.status !== 'expired') return undefined;
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id ?? order.paypalOrderId;
  if (!paypalOrderId) return undefined;
  const answer = await deps.paypal.getOrder(paypalOrderId).catch((error: unknown) => {
    actor.log.error({ err: error, orderId }, 'PayPal could not be reached to name the payer of a capture');
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'PayPal could not be reached to name the payer.', {
      reason: 'PAYPAL_UNREACHABLE',
    });
  });
  return answer.purchase_units?.[0]?.custom_id === orderId ? answer.payer : undefined;
}

function tellAdmins(uow: UnitOfWork, order: OrderRow, what: PaymentAttention, problem = '') {
  return mailAdmins(uow, paymentsEmails.paymentAttention, { what, orderId: order.id, price: priceOf(order), problem });
}

async function onRefund(uow: UnitOfWork, deps: PaymentsDeps, resource: EventResource): Promise<string | undefined> {
  const captureId = resource.links
    ?.find((link) => link.rel === 'up')
    ?.href.split('/')
    .pop();
  const order = await orderNamedBy(uow, captureId ? { ...resource, custom_id: undefined } : resource, captureId);
  if (!order || (order.status !== 'paid' && order.status !== 'fulfilled')) return order?.id;
  const refunded = resource.amount ? centsOf(resource.amount.value) : null;
  if (refunded !== null && refunded < order.amount) {
    const text = formatMoney(refunded, order.currency as 'USD', 'en-US');
    await uow.audit({
      action: 'order.partly_refunded',
      targetId: order.userId ?? undefined,
      details: { orderId: order.id, refundId: resource.id, amount: refunded },
    });
    await tellAdmins(uow, order, 'partlyRefunded', text);
    return order.id;
  }
  await takeBackRefundedOrder(uow, deps.config, order, {
    reference: `PayPal refund ${resource.id ?? ''}`,
    details: { refundId: resource.id ?? '' },
  });
  await tellAdmins(uow, order, 'refunded');
  return order.id;
}

async function onDenied(uow: UnitOfWork, deps: PaymentsDeps, resource: EventResource): Promise<string | undefined> {
  const order = await orderNamedBy(uow, resource);
  if (!order || (order.status !== 'pending' && order.status !== 'awaiting_review')) return order?.id;
  await uow.tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelReason: 'PayPal denied the payment.',
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  await uow.audit({
    action: 'order.payment_denied',
    targetId: order.userId ?? undefined,
    details: { orderId: order.id, captureId: resource.id },
  });
  await tellAdmins(uow, order, 'denied');
  return order.id;
}

/**
 * PayPal's webhook, verified by PayPal's verify-webhook-signature and handled once per event
 * id, in the transaction that records it: an approved order is captured and a completed
 * capture settled, for a buyer who never came back; a refund or denial marks the order and
 * tells admins. Other events are recorded and ignored.
 */
export async function receivePaypalWebhook(
  deps: PaymentsDeps,
  actor: Actor,
  headers: Record<string, string | undefined>,
  event: PaypalEvent,
  /** The event's text exactly as PayPal sent it, which is what its signature covers. */
  asReceived: string,
): Promise<void> {
  const genuine = await deps.paypal.verifyWebhook(headers, asReceived).catch((error: unknown) => {
    actor.log.error({ err: error, eventId: event.id }, 'PayPal could not be reached to verify a webhook');
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'PayPal could not be reached to verify this event.', {
      reason: 'PAYPAL_UNREACHABLE',
    });
  });
  if (!genuine) {
    deps.metrics.webhookRejected('paypal');
    throw new AppError('UNAUTHENTICATED', 401, 'This event is not signed by PayPal.');
  }
  const parsed = eventResourceSchema.safeParse(event.resource);
  if (!parsed.success) actor.log.warn({ eventId: event.id }, 'PayPal event with an unusable resource: ignored');
  const resource: EventResource = parsed.success ? parsed.data : {};
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED' && resource.id) {
    // The buyer approved but may never come back: capture now (idempotent, settled in its own transaction).
    await capturePaypalPayment(deps, actor, resource.id);
  }
  const completed = event.event_type === 'PAYMENT.CAPTURE.COMPLETED';
  const payer =
    completed && resource.custom_id && resource.id && resource.amount
      ? await payerOfAnonymousOrder(deps, actor, resource.custom_id, resource)
      : undefined;
  const counts = deps.metrics.tally();
  await deps.runUnitOfWork(actor, async (uow) => {
    const [fresh] = await uow.tx
      .insert(paypalEvents)
      .values({ id: event.id, eventType: event.event_type })
      .onConflictDoNothing()
      .returning();
    counts.webhook('paypal', fresh ? 'processed' : 'duplicate');
    if (!fresh) return;
    let orderId: string | undefined;
    if (completed && resource.custom_id && resource.id && resource.amount) {
      const capture: PaypalCapture = {
        id: resource.id,
        status: resource.status ?? 'COMPLETED',
        amount: resource.amount,
        custom_id: resource.custom_id,
        payer,
      };
      const [known] = await uow.tx.select({ id: orders.id }).from(orders).where(eq(orders.id, resource.custom_id));
      if (known) {
        await settleCapture(uow, deps.config, known.id, capture, 'paypal:webhook', counts);
        orderId = known.id;
      }
    } else if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
      orderId = await onRefund(uow, deps, resource);
    } else if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
      orderId = await onDenied(uow, deps, resource);
    }
    if (orderId) await uow.tx.update(paypalEvents).set({ orderId }).where(eq(paypalEvents.id, event.id));
  });
  counts.commit();
  // A second payment of an order paid already goes back too, checked on every delivery.
  if (completed && resource.custom_id && resource.id && resource.amount) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, resource.custom_id));
    const capture = { ...resource, id: resource.id, amount: resource.amount, status: resource.status ?? 'COMPLETED' };
    if (
      order &&
      isExtraCapture(order, capture) &&
      (await refundExtraCapture(deps, actor, order.id, capture.id)) === 'failed'
    ) {
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'PayPal could not be reached to refund this payment.', {
        reason: 'PAYPAL_UNREACHABLE',
      });
    }
  }
  // A capture held for refund is given back now; if PayPal cannot be reached, answering 503
  // makes PayPal deliver the event again, and the retry refunds it.
  if (completed && resource.custom_id && (await refundHeldCapture(deps, actor, resource.custom_id)) === 'failed') {
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'PayPal could not be reached to refund this payment.', {
      reason: 'PAYPAL_UNREACHABLE',
    });
  }
}
