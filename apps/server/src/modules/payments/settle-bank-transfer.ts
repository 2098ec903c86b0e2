import type { UnmatchedTransfer } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { bankTransfers, orders } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { lockOpenTransfer } from './queries.js';
import { transferOf } from './transfer-of.js';

/**
 * An admin closes a transfer that pays nothing more: the money was given back outside the
 * portal (`refunded`, with how) or needs nothing (`dismissed`, with why). Once per transfer,
 * audited; the row keeps who, when and what.
 */
export async function settleBankTransfer(
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  input: { settlement: 'refunded' | 'dismissed'; note: string },
): Promise<UnmatchedTransfer> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const transfer = await lockOpenTransfer(tx, id);
    const [settled] = await tx
      .update(bankTransfers)
      .set({
        settlement: input.settlement,
        settlementNote: input.note,
        settledAt: sql`now()`,
        settledById: admin.id,
      })
      .where(eq(bankTransfers.id, transfer.id))
      .returning();
    await audit({
      action: input.settlement === 'refunded' ? 'bank_transfer.refunded' : 'bank_transfer.dismissed',
      targetId: transfer.id,
      details: { amount: transfer.amount, orderId: transfer.orderId, note: input.note },
    });
    const [paid] = transfer.orderId
      ? await tx.select({ amount: orders.amount }).from(orders).where(eq(orders.id, transfer.orderId))
      : [];
    return transferOf(settled!, paid?.amount ?? null, admin.email, null);
  });
}
