import type { Order } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { orders } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { lockOpenOrder, orderNotFound, toOrder } from '../../domain/orders.js';

/**
 * A customer drops their own open order. The row is locked first, so a payment settling at the
 * same moment goes first (and the cancel is refused) or finds it cancelled: a PayPal capture
 * that lands anyway is refunded, a bank transfer waits in the admins' list.
 */
export async function cancelOwnOrder(deps: ModuleDeps, actor: Actor, id: string): Promise<Order> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [mine] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id.toUpperCase()));
    if (mine?.userId !== user.id) throw orderNotFound();
    const order = await lockOpenOrder(tx, id.toUpperCase());
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await audit({ action: 'order.cancelled', targetId: user.id, details: { orderId: order.id, byCustomer: true } });
    return toOrder(cancelled!, deps.config.payments.bank);
  });
}
