import { ORDER_LIST_PAGE_SIZE, type Page, type UnmatchedTransfer } from '@oneclick/shared';
import { count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankTransfers, orders } from '../../db/schema/index.js';

/**
 * Transfers the bank told us of that need a person, newest first: those that paid no order,
 * and those that paid one with something wrong (more than was due).
 */
export async function listUnmatchedTransfers(db: Database, query: { page: number }): Promise<Page<UnmatchedTransfer>> {
  const where = or(isNull(bankTransfers.orderId), isNotNull(bankTransfers.unmatchedReason));
  const [rows, [total]] = await Promise.all([
    db
      .select({ transfer: bankTransfers, due: orders.amount })
      .from(bankTransfers)
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
      .where(where)
      .orderBy(desc(bankTransfers.receivedAt))
      .limit(ORDER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return {
    items: rows.map(({ transfer, due }) => ({
      id: transfer.id,
      gateway: transfer.gateway,
      transactionDate: transfer.transactionDate,
      accountNumber: transfer.accountNumber,
      content: transfer.content,
      amount: transfer.amount,
      reason: transfer.unmatchedReason ?? 'NO_OPEN_ORDER',
      orderId: transfer.orderId,
      excess: due === null ? null : transfer.amount - due,
      receivedAt: transfer.receivedAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}
