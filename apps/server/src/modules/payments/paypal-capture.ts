import { type OrderStatus, isOpenOrder } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { mailAdmins } from '../../auth/users.js';
import { type OrderRow, orders } from '../../db/schema/index.js';
import type { Tally } from '../../service-core/metrics.js';
import type { UnitOfWork } from '../../service-core/unit-of-work.js';
import { centsOf, type PaypalCapture, type PaypalOrder } from '../../integrations/paypal-client.js';
import { fulfilmentRefusal, fulfilOrder } from './fulfil-order.js';
import { priceOf } from '../../domain/orders.js';
import { paymentsEmails } from './emails.js';

/**
 * How a capture ended for the buyer: fulfilled (or already), still pending at PayPal, not paid,
 * taken for an order that can no longer give anything, which must be refunded, or a second
 * payment of an order another capture (or an admin) had paid already, which must be given back.
 */
export type CaptureOutcome = 'success' | 'pending' | 'failed' | 'refund' | 'extra';

/** The capture in an Orders v2 answer, with the order's `custom_id` when the capture lacks it. */
export function captureOf(answer: PaypalOrder): PaypalCapture | undefined {
  const unit = answer.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return capture && { ...capture, custom_id: capture.custom_id ?? unit?.custom_id, payer: answer.payer };
}

/** Why a completed capture does not pay this order, or null when it does. */
export function captureProblem(order: OrderRow, capture: PaypalCapture): string | null {
  if (capture.custom_id !== order.id) return `custom_id ${String(capture.custom_id)}`;
  if (capture.amount.currency_code !== order.currency) return `currency ${capture.amount.currency_code}`;
  if (centsOf(capture.amount.value) !== order.amount) return `amount ${capture.amount.value}`;
  return null;
}

const DONE: readonly OrderStatus[] = ['paid', 'fulfilled'];

/**
 * A completed capture for an order that another capture (or an admin) had paid already: a
 * resumed checkout can leave two PayPal orders in flight for one of ours, and only one
 * payment keeps the money.
 */
export function isExtraCapture(order: OrderRow, capture: PaypalCapture): boolean {
  return (
    DONE.includes(order.status as OrderStatus) &&
    capture.status === 'COMPLETED' &&
    order.paypalCaptureId !== capture.id &&
    !captureProblem(order, capture)
  );
}

/**
 * The order is (or becomes) cancelled and names the capture to refund; once, whatever calls it
 * again. `reason` is why when the capture itself is the cause; an order cancelled before keeps its own.
 */
async function holdForRefund(
  uow: UnitOfWork,
  order: OrderRow,
  captureId: string,
  via: string,
  reason: string | null,
  counts: Tally,
): Promise<void> {
  if (order.paypalCaptureId === captureId) return;
  await uow.tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: sql`coalesce(${orders.cancelledAt}, now())`,
      cancelReason: reason ?? orders.cancelReason,
      paypalCaptureId: captureId,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  await uow.audit({
    action: 'order.payment_refused',
    targetId: order.userId ?? undefined,
    details: { orderId: order.id, captureId, problem: `order ${order.status}`, via, refund: true },
  });
  counts.payment('paypal', 'refund');
}

/**
 * Settles a PayPal capture inside the caller's unit of work: the order is locked, and
 * fulfilled only if it is still unpaid and the capture is COMPLETED for exactly its amount,
 * currency and id. A second return, a repeated capture or a webhook after the return finds
 * it paid and changes nothing. A capture that does not match is refused, audited and
 * reported to admins (money may have moved; a person decides). What it changed is noted in
 * `counts`, for the caller to count once the unit of work commits.
 */
export async function settleCapture(
  uow: UnitOfWork,
  config: Config,
  orderId: string,
  capture: PaypalCapture,
  via: string,
  counts: Tally,
): Promise<CaptureOutcome> {
  const [order] = await uow.tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return 'failed';
  if (DONE.includes(order.status as OrderStatus)) return isExtraCapture(order, capture) ? 'extra' : 'success';
  if (capture.status === 'PENDING') return 'pending';
  if (capture.status !== 'COMPLETED') return 'failed';
  const problem = captureProblem(order, capture);
  // Money PayPal took for an order that lapsed meanwhile is honoured. An order cancelled
  // meanwhile, or bought for what is now a staff account, gives nothing: the money goes back.
  const payable = isOpenOrder(order.status as OrderStatus) || order.status === 'expired';
  if (!problem && !payable) {
    await holdForRefund(uow, order, capture.id, via, null, counts);
    return 'refund';
  }
  if (!problem && (await fulfilmentRefusal(uow.tx, order))) {
    await holdForRefund(uow, order, capture.id, via, 'A plan is never given to a staff account.', counts);
    return 'refund';
  }
  if (problem) {
    await uow.audit({
      action: 'order.payment_refused',
      targetId: order.userId ?? undefined,
      details: { orderId: order.id, captureId: capture.id, problem, via },
    });
    await mailAdmins(uow, paymentsEmails.paymentAttention, {
      what: 'refused',
      orderId: order.id,
      price: priceOf(order),
      problem,
    });
    counts.payment('paypal', 'refused');
    return 'failed';
  }
  await fulfilOrder(uow, config, order, { handledById: null, via, paypalCaptureId: capture.id, payer: capture.payer });
  counts.payment('paypal', 'paid');
  counts.fulfilment(order);
  return 'success';
}
