import { type Order } from '@oneclick/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { orderMatchesSearch, toOrder } from '../../domain/orders.js';

/**
 * Bank-transfer orders a transfer could still pay (open, or lapsed while the money was on its
 * way), found as the Orders list's search finds them (an order ID or e-mail, or its start); the
 * ten newest.
 */
export async function findOrdersToMatch(db: ReadOnlyDatabase, config: Config, q: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.method, 'bank_transfer'),
        inArray(orders.status, ['pending', 'awaiting_review', 'expired']),
        orderMatchesSearch(q),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(10);
  return rows.map((row) => toOrder(row, config.payments.bank));
}
