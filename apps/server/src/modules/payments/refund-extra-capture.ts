import { and, eq, sql } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { auditLog, orders } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { refundCaptureAtPaypal } from './refund-capture-at-paypal.js';

/**
 * Gives back a second PayPal capture of an order that was paid already (`settleCapture`
 * answered `extra`: a resumed checkout left two PayPal orders in flight and the buyer paid
 * both). A full refund at PayPal, idempotent under `refund-<capture id>`, then audited; the
 * order keeps the capture that paid it. Any caller may retry it; PayPal refunds once.
 */
export async function refundExtraCapture(
  deps: PaymentsDeps,
  actor: Actor,
  orderId: string,
  captureId: string,
): Promise<'refunded' | 'failed'> {
  const refundId = await refundCaptureAtPaypal(deps, actor, orderId, captureId, 'a second payment');
  if (refundId === null) return 'failed';
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    // PayPal answers a repeated refund with the first one: the log names it once. The order's
    // lock makes the buyer's return and PayPal's notice, arriving together, look one after the other.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [told] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.extra_payment_refunded'), sql`${auditLog.details}->>'captureId' = ${captureId}`),
      )
      .limit(1);
    if (!told) await audit({ action: 'order.extra_payment_refunded', details: { orderId, captureId, refundId } });
  });
  return 'refunded';
}
