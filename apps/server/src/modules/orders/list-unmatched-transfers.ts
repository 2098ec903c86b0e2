import { ORDER_LIST_PAGE_SIZE, type Page, type UnmatchedTransfer } from '@oneclick/shared';
import { count, desc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankTransfers } from '../../db/schema/index.js';

/** Transfers the bank told us of that paid no order, newest first: for an admin to sort out. */
export async function listUnmatchedTransfers(db: Database, query: { page: number }): Promise<Page<UnmatchedTransfer>> {
  const where = isNull(bankTransfers.orderId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.receivedAt))
      .limit(ORDER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      gateway: row.gateway,
      transactionDate: row.transactionDate,
      accountNumber: row.accountNumber,
      content: row.content,
      amount: row.amount,
      reason: row.unmatchedReason ?? 'NO_OPEN_ORDER',
      receivedAt: row.receivedAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}
