import type { UnmatchedTransfer } from '@oneclick/shared';
import { and, desc, eq, exists, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { bankTransfers, orders } from '../../db/schema/index.js';
import { orderNotFound } from '../../domain/orders.js';
import { contentNames, namedOrderOfTransfer } from './queries.js';
import { transferOf } from './transfer-of.js';

/** As many as an admin chooses from in the mark-paid dialog. */
const MOST = 20;

/**
 * The open transfers an admin may settle against an order as they mark it paid: those that paid
 * nothing (a short one naming it, say) and whose content names this order or another order of
 * the same buyer, newest first. Money that never came into our account is never offered.
 */
export async function listTransfersNamingOrder(db: ReadOnlyDatabase, id: string): Promise<UnmatchedTransfer[]> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id.toUpperCase()));
  if (!order) throw orderNotFound();
  const buyersOrders = db
    .select({ id: sql`1` })
    .from(orders)
    .where(
      and(
        order.userId === null ? eq(orders.id, order.id) : or(eq(orders.id, order.id), eq(orders.userId, order.userId)),
        contentNames(orders.id),
      ),
    );
  const rows = await db
    .select({ transfer: bankTransfers, namedOrder: namedOrderOfTransfer })
    .from(bankTransfers)
    .where(
      and(
        isNull(bankTransfers.settlement),
        isNull(bankTransfers.orderId),
        or(
          isNull(bankTransfers.unmatchedReason),
          notInArray(bankTransfers.unmatchedReason, ['OUTGOING', 'NOT_OUR_ACCOUNT']),
        ),
        exists(buyersOrders),
      ),
    )
    .orderBy(desc(bankTransfers.receivedAt))
    .limit(MOST);
  return rows.map(({ transfer, namedOrder }) => transferOf(transfer, null, null, namedOrder));
}
