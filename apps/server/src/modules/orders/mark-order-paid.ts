import type { Order, RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { orders, users } from '../../db/schema/index.js';
import { activatePlan } from '../../lib/activate-plan.js';
import { type Actor, signedInUser } from '../../lib/unit-of-work.js';
import { lockOpenOrder, toOrder } from './queries.js';

/**
 * An admin has seen a bank transfer arrive: the order becomes paid and fulfilled, and the
 * customer's plan is activated, in one transaction. The order row is locked first, so of any
 * number of attempts at once one fulfils it and the others find it no longer open.
 */
export async function markOrderPaid(deps: ModuleDeps, actor: Actor, id: string): Promise<Order> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async (uow) => {
    const order = await lockOpenOrder(uow.tx, id.toUpperCase());
    const [customer] = await uow.tx.select().from(users).where(eq(users.id, order.userId!)).for('update');
    const plan = await activatePlan(uow, deps.config, customer!, {
      accountType: order.accountType as RoleCode,
      months: order.months!,
      resellerId: null,
      licenceKeyId: null,
      orderId: order.id,
      activatedById: admin.id,
    });
    const [paid] = await uow.tx
      .update(orders)
      .set({
        status: 'fulfilled',
        paidAt: sql`now()`,
        fulfilledAt: sql`now()`,
        handledById: admin.id,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await uow.audit({
      action: 'order.marked_paid',
      targetId: customer!.id,
      details: {
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        expiresAt: plan.expiresAt.toISOString(),
      },
    });
    return toOrder(paid!, deps.config.payments.bank);
  });
}
