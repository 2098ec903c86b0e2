import type { UnmatchedTransfer } from '@oneclick/shared';
import type { PaymentsDeps } from '../../app-deps.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { payOrderWithTransfer } from './pay-order-with-transfer.js';
import { lockOpenTransfer } from './queries.js';
import { transferOf } from './transfer-of.js';

/**
 * An admin pays an order with a transfer that named none (or named it wrongly, or came short).
 * The transfer is locked first, then the order, so the same transfer settled twice at once, or an
 * order paid by another path at the same moment, settles and pays once.
 */
export async function matchBankTransfer(
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  input: { orderId: string; reason: string },
): Promise<UnmatchedTransfer> {
  const admin = signedInUser(actor);
  const counts = deps.metrics.tally();
  const matched = await deps.runUnitOfWork(actor, async (uow) => {
    const transfer = await lockOpenTransfer(uow.tx, id);
    const paid = await payOrderWithTransfer(uow, deps.config, counts, { transfer, ...input, admin });
    return transferOf(paid.transfer, paid.order.amount, admin.email, null);
  });
  counts.commit();
  return matched;
}
