import { eq, sql } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { mailAdmins } from '../../auth/users.js';
import { orders } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { priceOf } from '../../domain/orders.js';
import { refundCaptureAtPaypal } from './refund-capture-at-paypal.js';
import { paymentsEmails } from './emails.js';

/**
 * Gives back a PayPal capture that `settleCapture` held on a cancelled order (the buyer paid
 * after an admin cancelled, or the order could give nothing): a full refund at PayPal,
 * idempotent under `refund-<capture id>`, then the order marked refunded, audited and the
 * admins told. Any caller may retry it (the buyer's return, every webhook delivery); it refunds
 * once. `none`: the order holds no capture to give back.
 */
export async function refundHeldCapture(
  deps: PaymentsDeps,
  actor: Actor,
  orderId: string,
): Promise<'refunded' | 'failed' | 'none'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paypalCaptureId) return 'none';
  if (order.status === 'refunded') return 'refunded';
  if (order.status !== 'cancelled') return 'none';
  const captureId = order.paypalCaptureId;
  const refundId = await refundCaptureAtPaypal(deps, actor, orderId, captureId, 'a cancelled order');
  if (refundId === null) return 'failed';
  await deps.runUnitOfWork(actor, async (uow) => {
    const [held] = await uow.tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (held!.status !== 'cancelled') return;
    const [refunded] = await uow.tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await uow.audit({
      action: 'order.refunded',
      targetId: held!.userId ?? undefined,
      details: { orderId, captureId, refundId, reason: 'cancelled' },
    });
    await mailAdmins(uow, paymentsEmails.paymentAttention, {
      what: 'refundedCancelled',
      orderId,
      price: priceOf(refunded!),
    });
  });
  return 'refunded';
}
