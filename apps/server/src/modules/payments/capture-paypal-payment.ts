import { dashboardPath, isOpenOrder, type OrderStatus, type PaypalOutcome, WEB_PATHS } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { type OrderRow, orders } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { PaypalError, type PaypalOrder } from '../../integrations/paypal-client.js';
import { fulfilmentRefusal } from './fulfil-order.js';
import { captureOf, settleCapture } from './paypal-capture.js';
import { refundExtraCapture } from './refund-extra-capture.js';
import { refundHeldCapture } from './refund-held-capture.js';

export interface PaypalReturn {
  /** The page the buyer is sent back to, with `?paypal=<outcome>&order=<id>`. */
  location: string;
}

/** The page each kind of order is bought from. */
function pageOf(order: OrderRow | undefined): string {
  if (!order) return '/';
  if (order.kind === 'donation') return WEB_PATHS.donation;
  if (order.kind === 'keys') return dashboardPath('orders-buy-keys');
  return WEB_PATHS.invoiceEn;
}

function locationOf(order: OrderRow | undefined, outcome: PaypalOutcome): string {
  const page = pageOf(order);
  const query = `paypal=${outcome}${order ? `&order=${order.id}` : ''}`;
  return `${page}${page.includes('?') ? '&' : '?'}${query}`;
}

function byPaypalId(deps: PaymentsDeps, token: string) {
  return deps.db
    .select()
    .from(orders)
    .where(eq(orders.paypalOrderId, token))
    .then((rows) => rows[0]);
}

/**
 * The order an approval was made for when the order no longer names it: the buyer resumed the
 * payment, which made a newer approval, then approved the older one. PayPal's order says whose
 * it is; PayPal out of reach only costs the buyer the way back to their order.
 */
async function orderOfReplacedApproval(deps: PaymentsDeps, token: string): Promise<OrderRow | undefined> {
  const answer = await deps.paypal.getOrder(token).catch(() => undefined);
  const orderId = answer?.purchase_units?.[0]?.custom_id;
  if (!orderId) return undefined;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Whether PayPal may still take money for the order: open, before its expiry, for a customer. */
async function canStillBePaid(deps: PaymentsDeps, order: OrderRow): Promise<boolean> {
  const open = isOpenOrder(order.status as OrderStatus) && order.expiresAt.getTime() > Date.now();
  return open && !(await fulfilmentRefusal(deps.db, order));
}

/**
 * The buyer is back from PayPal's approval page (or PayPal says they approved): the server
 * captures only an order that can still be paid (idempotent under `capture-<order id>`),
 * reconciles an ORDER_ALREADY_CAPTURED with a GET, and settles the capture in one transaction
 * with the order's fulfilment. Any number of returns at once pay once. An admin's cancel that
 * slips in between the check and the settling gets the money refunded, never kept.
 */
export async function capturePaypalPayment(deps: PaymentsDeps, actor: Actor, token: string): Promise<PaypalReturn> {
  const order = await byPaypalId(deps, token);
  if (!order) {
    // Never captured: the order is paid, if at all, through its newer approval.
    const replaced = await orderOfReplacedApproval(deps, token);
    return { location: locationOf(replaced, replaced ? 'replaced' : 'failed') };
  }
  if (order.status === 'paid' || order.status === 'fulfilled') return { location: locationOf(order, 'success') };
  const refunded = async () =>
    (await refundHeldCapture(deps, actor, order.id)) === 'refunded' ? 'refunded' : 'failed';
  if (order.paypalCaptureId && (order.status === 'cancelled' || order.status === 'refunded')) {
    return { location: locationOf(order, await refunded()) };
  }
  if (!(await canStillBePaid(deps, order))) return { location: locationOf(order, 'closed') };
  let answer: PaypalOrder;
  try {
    answer = await deps.paypal.captureOrder(token, `capture-${order.id}`).catch(async (error: unknown) => {
      if (error instanceof PaypalError && error.issue === 'ORDER_ALREADY_CAPTURED') return deps.paypal.getOrder(token);
      throw error;
    });
  } catch (error) {
    actor.log.error({ err: error, orderId: order.id }, 'PayPal capture failed');
    return { location: locationOf(order, 'failed') };
  }
  const capture = captureOf(answer);
  if (!capture) {
    actor.log.error({ orderId: order.id, status: answer.status }, 'PayPal answered a capture without one');
    return { location: locationOf(order, 'failed') };
  }
  const counts = deps.metrics.tally();
  const outcome = await deps.runUnitOfWork(actor, (uow) =>
    settleCapture(uow, deps.config, order.id, capture, 'paypal:return', counts),
  );
  counts.commit();
  if (outcome === 'extra') {
    // The order is paid (by another capture); this one goes back, and the buyer sees their paid order.
    await refundExtraCapture(deps, actor, order.id, capture.id);
    return { location: locationOf(order, 'success') };
  }
  return { location: locationOf(order, outcome === 'refund' ? await refunded() : outcome) };
}

/** The buyer left PayPal's page without paying: back to the same order, to try again. */
export async function returnFromCancelledPaypal(deps: PaymentsDeps, token: string): Promise<PaypalReturn> {
  const order = (await byPaypalId(deps, token)) ?? (await orderOfReplacedApproval(deps, token));
  return { location: locationOf(order, 'cancelled') };
}
