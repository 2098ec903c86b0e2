import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema/index.js';

/**
 * Unpaid orders past their ORDER_EXPIRY_DAYS become `expired`, in one statement (each row is
 * locked as it changes, so a payment settling at the same moment goes first or finds it
 * expired). An order awaiting review is left for an admin: the customer says they paid.
 */
export async function expireUnpaidOrders(db: Database): Promise<string[]> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, sql`now()`)))
    .returning({ id: orders.id });
  return expired.map((row) => row.id);
}
