import type { Order } from '@oneclick/shared';
import type { OrdersDeps } from '../../app-deps.js';
import { fulfilOrder } from './fulfil-order.js';
import { type Actor, signedInUser } from '../../lib/unit-of-work.js';
import { lockOpenOrder, toOrder } from './queries.js';

/**
 * An admin has seen a bank transfer arrive: the order becomes paid and fulfilled, and the
 * customer's plan is activated, in one transaction. The order row is locked first, so of any
 * number of attempts at once one fulfils it and the others find it no longer open.
 */
export async function markOrderPaid(deps: OrdersDeps, actor: Actor, id: string): Promise<Order> {
  const admin = signedInUser(actor);
  const counts = deps.metrics.tally();
  const paid = await deps.runUnitOfWork(actor, async (uow) => {
    const order = await lockOpenOrder(uow.tx, id.toUpperCase());
    const paid = await fulfilOrder(uow, deps.config, order, { handledById: admin.id, via: 'admin' });
    counts.fulfilment(paid);
    return paid;
  });
  counts.commit();
  return toOrder(paid, deps.config.payments.bank);
}
