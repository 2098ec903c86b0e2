import { isOpenOrder, type OrderStatus, PACKAGES, type PaypalApproval } from '@oneclick/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { type OrderRow, orders } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { paypalValue } from '../../integrations/paypal-client.js';
import { orderNotFound } from '../../domain/orders.js';

/** PayPal lets an order nobody approved lapse after three hours; a fresh one is made a little before. */
const APPROVAL_LIFETIME_MS = (3 * 60 - 10) * 60 * 1000;

function description(order: OrderRow): string {
  if (order.kind === 'donation') return 'Donation to OneClick';
  const pack = Object.values(PACKAGES).find((definition) => definition.accountType === order.accountType);
  const name = pack ? pack.id[0]!.toUpperCase() + pack.id.slice(1) : 'plan';
  const plan = `OneClick ${name} ${order.months} months`;
  return order.kind === 'keys' ? `${order.quantity} licence keys: ${plan}` : plan;
}

const unreachable = () =>
  new AppError('SERVICE_UNAVAILABLE', 503, 'PayPal could not be reached.', { reason: 'PAYPAL_UNREACHABLE' });

/**
 * Where the buyer approves a PayPal payment for an open order: PayPal's order is made by the
 * server for the server's amount, with our return and cancel addresses, and reused while it
 * can still be approved, so trying again pays the same order.
 */
export async function startPaypalPayment(deps: PaymentsDeps, actor: Actor, id: string): Promise<PaypalApproval> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id.toUpperCase()));
  // A donation made without an account is anyone's to pay; every other order only its owner's.
  if (!order || (order.userId !== null && order.userId !== actor.user?.id)) throw orderNotFound();
  if (order.method !== 'paypal') {
    throw new AppError('CONFLICT', 409, 'This order is paid by bank transfer.', { reason: 'NOT_A_PAYPAL_ORDER' });
  }
  if (!isOpenOrder(order.status as OrderStatus) || order.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CONFLICT', 409, 'This order can no longer be paid.', { reason: 'ORDER_NOT_OPEN' });
  }
  const fresh = order.paypalCreatedAt && Date.now() - order.paypalCreatedAt.getTime() < APPROVAL_LIFETIME_MS;
  if (fresh && order.paypalApproveUrl) return { approveUrl: order.paypalApproveUrl };

  const api = `${deps.config.publicUrl}/api/v1/payments/paypal`;
  const created = await deps.paypal
    .createOrder({
      orderId: order.id,
      requestId: `create-${order.id}-${Date.now()}`,
      amount: { currency_code: 'USD', value: paypalValue(order.amount) },
      description: description(order),
      returnUrl: `${api}/return`,
      cancelUrl: `${api}/cancel`,
    })
    .catch(() => {
      throw unreachable();
    });
  const approveUrl = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
  if (!approveUrl) throw unreachable();

  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    // Two tries at once: the first to record its PayPal order wins and both send the buyer there.
    const [recorded] = await tx
      .update(orders)
      .set({ paypalOrderId: created.id, paypalApproveUrl: approveUrl, paypalCreatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, order.id),
          // By PayPal's id, not the time: PostgreSQL keeps microseconds a JavaScript Date cannot hold.
          order.paypalOrderId ? eq(orders.paypalOrderId, order.paypalOrderId) : isNull(orders.paypalOrderId),
          or(eq(orders.status, 'pending'), eq(orders.status, 'awaiting_review')),
        ),
      )
      .returning({ approveUrl: orders.paypalApproveUrl });
    if (!recorded) {
      const [winner] = await tx.select().from(orders).where(eq(orders.id, order.id));
      if (!winner?.paypalApproveUrl || !isOpenOrder(winner.status as OrderStatus)) {
        throw new AppError('CONFLICT', 409, 'This order can no longer be paid.', { reason: 'ORDER_NOT_OPEN' });
      }
      return { approveUrl: winner.paypalApproveUrl };
    }
    await audit({
      action: 'order.paypal_started',
      targetId: order.userId ?? undefined,
      details: { orderId: order.id, paypalOrderId: created.id },
    });
    return { approveUrl: recorded.approveUrl! };
  });
}
