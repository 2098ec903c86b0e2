import type { UnmatchedTransfer, UnmatchedTransferReason } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { OrdersDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { bankTransfers, orders } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../lib/unit-of-work.js';
import { fulfilmentRefusal, fulfilOrder } from './fulfil-order.js';
import { lockOpenTransfer, orderNotFound } from './queries.js';
import { transferOf } from './transfer-of.js';

/** Reasons a transfer can pay no order: the money never came into our account. */
const NOT_MATCHABLE: readonly UnmatchedTransferReason[] = ['OUTGOING', 'NOT_OUR_ACCOUNT'];

/**
 * An admin pays an order with a transfer that named none (or named it wrongly, or came
 * short): through the same fulfilment as an automatic match, once. The transfer is locked
 * first, then the order, so the same transfer settled twice at once, or an order paid by
 * another path at the same moment, settles and pays once. The order may have lapsed while the
 * money was on its way; a cancelled or paid one cannot take it. A transfer short of the amount
 * due is accepted only with a reason; one beyond it pays the order and stays open for its excess.
 */
export async function matchBankTransfer(
  deps: OrdersDeps,
  actor: Actor,
  id: string,
  input: { orderId: string; reason: string },
): Promise<UnmatchedTransfer> {
  const admin = signedInUser(actor);
  const counts = deps.metrics.tally();
  const matched = await deps.runUnitOfWork(actor, async (uow) => {
    const transfer = await lockOpenTransfer(uow.tx, id);
    if (
      transfer.orderId !== null ||
      (transfer.unmatchedReason !== null && NOT_MATCHABLE.includes(transfer.unmatchedReason))
    ) {
      throw new AppError('CONFLICT', 409, 'This transfer cannot pay an order.', { reason: 'TRANSFER_NOT_MATCHABLE' });
    }
    const [order] = await uow.tx.select().from(orders).where(eq(orders.id, input.orderId.toUpperCase())).for('update');
    if (!order) throw orderNotFound();
    if (order.method !== 'bank_transfer') {
      throw new AppError('CONFLICT', 409, 'Only a bank-transfer order is paid by a transfer.', {
        reason: 'NOT_A_BANK_ORDER',
      });
    }
    if (!['pending', 'awaiting_review', 'expired'].includes(order.status)) {
      throw new AppError('CONFLICT', 409, 'This order can no longer be paid.', { reason: 'ORDER_NOT_OPEN' });
    }
    const short = transfer.amount < order.amount;
    if (short && input.reason === '') {
      throw new AppError('CONFLICT', 409, 'A transfer short of the amount due needs a reason.', {
        reason: 'SHORT_TRANSFER_NEEDS_REASON',
      });
    }
    if (await fulfilmentRefusal(uow.tx, order)) {
      throw new AppError('CONFLICT', 409, 'A plan is never given to a staff account.', { reason: 'NOT_A_CUSTOMER' });
    }
    await fulfilOrder(uow, deps.config, order, { handledById: admin.id, via: `bank:${transfer.gateway}:admin` });
    counts.fulfilment(order);
    // Money beyond the amount due is the customer's: the transfer stays open, flagged as the
    // automatic match flags it, until the excess is given back (refunded) or let go (dismissed).
    const settlement =
      transfer.amount > order.amount
        ? { unmatchedReason: 'MORE_THAN_DUE' as const }
        : {
            settlement: 'matched',
            settlementNote: input.reason || null,
            settledAt: sql`now()`,
            settledById: admin.id,
          };
    const [settled] = await uow.tx
      .update(bankTransfers)
      .set({ orderId: order.id, ...settlement })
      .where(eq(bankTransfers.id, transfer.id))
      .returning();
    await uow.audit({
      action: 'bank_transfer.matched',
      targetId: transfer.id,
      details: {
        orderId: order.id,
        amount: transfer.amount,
        due: order.amount,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    return transferOf(settled!, order.amount, admin.email);
  });
  counts.commit();
  return matched;
}
