import { ORDER_LIST_PAGE_SIZE, type Page, type UnmatchedTransfer } from '@oneclick/shared';
import { and, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { bankTransfers, orders, users } from '../../db/schema/index.js';
import { namedOrderOfTransfer } from './queries.js';
import { transferOf } from './transfer-of.js';

/**
 * Transfers the bank told us of that need a person, newest first: those that paid no order,
 * and those that paid one with something wrong (more than was due); `open` while no admin has
 * settled them, `settled` once one has (with who, when and how). Each names the order its content
 * names, so one left open beside a paid order says so.
 */
export async function listUnmatchedTransfers(
  db: ReadOnlyDatabase,
  query: { page: number; state: 'open' | 'settled' },
): Promise<Page<UnmatchedTransfer>> {
  const needsPerson = or(isNull(bankTransfers.orderId), isNotNull(bankTransfers.unmatchedReason));
  const where =
    query.state === 'open' ? and(needsPerson, isNull(bankTransfers.settlement)) : isNotNull(bankTransfers.settlement);
  const [rows, [total]] = await Promise.all([
    db
      .select({ transfer: bankTransfers, due: orders.amount, settledBy: users.email, namedOrder: namedOrderOfTransfer })
      .from(bankTransfers)
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
      .leftJoin(users, eq(users.id, bankTransfers.settledById))
      .where(where)
      .orderBy(desc(query.state === 'open' ? bankTransfers.receivedAt : bankTransfers.settledAt))
      .limit(ORDER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return {
    items: rows.map(({ transfer, due, settledBy, namedOrder }) => transferOf(transfer, due, settledBy, namedOrder)),
    total: total!.n,
    page: query.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}
