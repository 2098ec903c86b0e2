import { and, eq, lt, sql } from 'drizzle-orm';
import { orders } from '../db/schema/index.js';
import { runAsSystem, type SystemDeps } from '../service-core/unit-of-work.js';

/**
 * Unpaid orders past their ORDER_EXPIRY_DAYS become `expired`, in one statement (each row is
 * locked as it changes, so a payment settling at the same moment goes first or finds it
 * expired), each with its audit entry in the same transaction, by the system. An order awaiting
 * review is left for an admin: the customer says they paid.
 */
export async function expireUnpaidOrders(system: SystemDeps): Promise<string[]> {
  return runAsSystem(system, async ({ tx, audit }) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, sql`now()`)))
      .returning({ id: orders.id, userId: orders.userId });
    for (const order of expired) {
      await audit({ action: 'order.expired', targetId: order.userId ?? undefined, details: { orderId: order.id } });
    }
    return expired.map((order) => order.id);
  });
}
