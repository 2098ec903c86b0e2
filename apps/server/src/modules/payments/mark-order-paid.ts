import type { MarkOrderPaidRequest, Order } from '@oneclick/shared';
import type { PaymentsDeps } from '../../app-deps.js';
import { fulfilOrder } from './fulfil-order.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { payOrderWithTransfer } from './pay-order-with-transfer.js';
import { lockOpenOrder, toOrder } from '../../domain/orders.js';
import { lockOpenTransfer } from './queries.js';

/**
 * An admin has seen a bank transfer arrive: the order becomes paid and fulfilled, and the
 * customer's plan is activated, in one transaction. The order row is locked first, so of any
 * number of attempts at once one fulfils it and the others find it no longer open. Marked paid
 * by a transfer that paid nothing (one that named it but came short, say), that transfer is
 * settled against the order in the same transaction, locked before the order as matching locks
 * it, so no one later refunds or matches money already accounted for.
 */
export async function markOrderPaid(
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  input: MarkOrderPaidRequest,
): Promise<Order> {
  const { transferId, reason = '' } = input ?? {};
  const admin = signedInUser(actor);
  const counts = deps.metrics.tally();
  const paid = await deps.runUnitOfWork(actor, async (uow) => {
    if (transferId) {
      const transfer = await lockOpenTransfer(uow.tx, transferId);
      return (await payOrderWithTransfer(uow, deps.config, counts, { transfer, orderId: id, reason, admin })).order;
    }
    const order = await lockOpenOrder(uow.tx, id.toUpperCase());
    const paid = await fulfilOrder(uow, deps.config, order, { handledById: admin.id, via: 'admin' });
    counts.fulfilment(paid);
    return paid;
  });
  counts.commit();
  return toOrder(paid, deps.config.payments.bank);
}
