import type { Order } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { orders } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { customerOf, lockOpenOrder, toOrder } from '../../domain/orders.js';
import { ordersEmails } from './emails.js';

/** An admin cancels an open order with a reason the customer is told. */
export async function cancelOrder(
  deps: ModuleDeps,
  actor: Actor,
  input: { id: string; reason: string },
): Promise<Order> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const order = await lockOpenOrder(tx, input.id.toUpperCase());
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: sql`now()`,
        cancelReason: input.reason,
        handledById: admin.id,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await audit({
      action: 'order.cancelled',
      targetId: order.userId ?? undefined,
      details: { orderId: order.id, reason: input.reason },
    });
    await mail(ordersEmails.orderCancelled, customerOf(cancelled!), { orderId: order.id, reason: input.reason });
    return toOrder(cancelled!, deps.config.payments.bank);
  });
}
