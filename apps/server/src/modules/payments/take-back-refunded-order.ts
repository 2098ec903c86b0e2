import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { licenceKeys, type OrderRow, orders, users } from '../../db/schema/index.js';
import { queueRefundAdjustment } from '../../domain/queue-e-invoice.js';
import type { UnitOfWork } from '../../service-core/unit-of-work.js';

/**
 * A paid order refunded in full, in the caller's unit of work: marked refunded, what it gave taken
 * back (the months it added, never below now; the keys not yet used), the adjustment invoice
 * that lowers the original's money queued (`reference` names the refund), and the audit entry.
 */
export async function takeBackRefundedOrder(
  uow: UnitOfWork,
  config: Config,
  order: OrderRow,
  refund: { reference: string; details: Record<string, unknown> },
): Promise<OrderRow> {
  const [refunded] = await uow.tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  if (order.kind === 'subscription' && order.userId) {
    await uow.tx
      .update(users)
      .set({
        expiresAt: sql`greatest(now(), ${users.expiresAt} - make_interval(months => ${order.months}))`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, order.userId));
  }
  if (order.kind === 'keys') {
    await uow.tx
      .update(licenceKeys)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(licenceKeys.orderId, order.id), isNull(licenceKeys.usedAt), isNull(licenceKeys.deletedAt)));
  }
  await queueRefundAdjustment(uow.tx, config, order, {
    amount: order.amount,
    reference: refund.reference,
    at: new Date(),
  });
  await uow.audit({
    action: 'order.refunded',
    targetId: order.userId ?? undefined,
    details: { orderId: order.id, ...refund.details },
  });
  return refunded!;
}
