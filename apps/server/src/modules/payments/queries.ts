import type { UnmatchedTransfer } from '@oneclick/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { type BankTransferRow, bankTransfers, orders } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

/** The bank transfer locked for settling; refused once an admin has settled it. */
export async function lockOpenTransfer(tx: Transaction, id: string): Promise<BankTransferRow> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  if (!transfer || (transfer.orderId !== null && transfer.unmatchedReason === null)) {
    throw new AppError('NOT_FOUND', 404, 'No transfer waiting for an admin has this id.');
  }
  if (transfer.settlement !== null) {
    throw new AppError('CONFLICT', 409, 'This transfer has been settled already.', { reason: 'TRANSFER_SETTLED' });
  }
  return transfer;
}

/**
 * Whether a transfer's content names an order id, read as the bank notification is read: case,
 * spaces and punctuation ignored.
 */
export function contentNames(orderId: SQL | typeof orders.id): SQL {
  return sql`strpos(upper(regexp_replace(${bankTransfers.content}, '[^0-9A-Za-z]', '', 'g')), ${orderId}) > 0`;
}

/** The order a transfer's content names, whatever its state (the oldest, as the bank's notice would pay it). */
export const namedOrderOfTransfer = sql<UnmatchedTransfer['namedOrder']>`(
  select json_build_object('id', named.id, 'status', named.status) from ${orders} named
  where ${contentNames(sql`named.id`)} order by named.created_at limit 1
)`;
