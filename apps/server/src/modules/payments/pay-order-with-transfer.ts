import type { UnmatchedTransferReason } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';
import { type BankTransferRow, bankTransfers, type OrderRow, orders } from '../../db/schema/index.js';
import type { Tally } from '../../service-core/metrics.js';
import type { UnitOfWork } from '../../service-core/unit-of-work.js';
import { fulfilmentRefusal, fulfilOrder } from './fulfil-order.js';
import { orderNotFound } from '../../domain/orders.js';

/** Reasons a transfer can pay no order: the money never came into our account. */
const NOT_MATCHABLE: readonly UnmatchedTransferReason[] = ['OUTGOING', 'NOT_OUR_ACCOUNT'];

export interface TransferPayment {
  /** The transfer, locked by the caller before the order (the one order of locks every path keeps). */
  transfer: BankTransferRow;
  orderId: string;
  /** Why a transfer short of the amount due pays the order anyway; required then. */
  reason: string;
  admin: { id: string };
}

/**
 * An admin pays an order with a transfer that paid nothing: through the same fulfilment as an
 * automatic match, once, whether they matched the transfer to the order or marked the order paid
 * by it. The order may have lapsed while the money was on its way; a cancelled or paid one cannot
 * take it. A transfer short of the amount due is accepted only with a reason; one beyond it pays
 * the order and stays open for its excess. Returns the paid order and the transfer as settled.
 */
export async function payOrderWithTransfer(
  uow: UnitOfWork,
  config: Config,
  counts: Tally,
  { transfer, orderId, reason, admin }: TransferPayment,
): Promise<{ order: OrderRow; transfer: BankTransferRow }> {
  if (
    transfer.orderId !== null ||
    (transfer.unmatchedReason !== null && NOT_MATCHABLE.includes(transfer.unmatchedReason))
  ) {
    throw new AppError('CONFLICT', 409, 'This transfer cannot pay an order.', { reason: 'TRANSFER_NOT_MATCHABLE' });
  }
  const [order] = await uow.tx.select().from(orders).where(eq(orders.id, orderId.toUpperCase())).for('update');
  if (!order) throw orderNotFound();
  if (order.method !== 'bank_transfer') {
    throw new AppError('CONFLICT', 409, 'Only a bank-transfer order is paid by a transfer.', {
      reason: 'NOT_A_BANK_ORDER',
    });
  }
  if (!['pending', 'awaiting_review', 'expired'].includes(order.status)) {
    throw new AppError('CONFLICT', 409, 'This order can no longer be paid.', { reason: 'ORDER_NOT_OPEN' });
  }
  if (transfer.amount < order.amount && reason === '') {
    throw new AppError('CONFLICT', 409, 'A transfer short of the amount due needs a reason.', {
      reason: 'SHORT_TRANSFER_NEEDS_REASON',
    });
  }
  if (await fulfilmentRefusal(uow.tx, order)) {
    throw new AppError('CONFLICT', 409, 'A plan is never given to a staff account.', { reason: 'NOT_A_CUSTOMER' });
  }
  const paid = await fulfilOrder(uow, config, order, { handledById: admin.id, via: `bank:${transfer.gateway}:admin` });
  counts.fulfilment(order);
  // Money beyond the amount due is the customer's: the transfer stays open, flagged as the
  // automatic match flags it, until the excess is given back (refunded) or let go (dismissed).
  const settlement =
    transfer.amount > order.amount
      ? { unmatchedReason: 'MORE_THAN_DUE' as const }
      : { settlement: 'matched', settlementNote: reason || null, settledAt: sql`now()`, settledById: admin.id };
  const [settled] = await uow.tx
    .update(bankTransfers)
    .set({ orderId: order.id, ...settlement })
    .where(eq(bankTransfers.id, transfer.id))
    .returning();
  await uow.audit({
    action: 'bank_transfer.matched',
    targetId: transfer.id,
    details: { orderId: order.id, amount: transfer.amount, due: order.amount, ...(reason ? { reason } : {}) },
  });
  return { order: paid, transfer: settled! };
}
