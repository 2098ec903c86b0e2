import type { RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { type OrderRow, orders, users } from '../db/schema/index.js';
import { activatePlan } from './activate-plan.js';
import type { UnitOfWork } from './unit-of-work.js';

export interface Fulfilment {
  /** The admin who marked it paid; null when a payment notification did. */
  handledById: string | null;
  /** How the money was seen: 'admin' or the notification's source. */
  via: string;
}

/**
 * Marks an open order paid and gives what it bought, inside the caller's unit of work: the
 * customer's plan, the sale record naming the order and the audit entry. `order` must have
 * been read `for update` and found open in the same transaction, which is what makes every
 * path (an admin's click, a bank notification) fulfil an order once.
 */
export async function fulfilOrder(
  uow: UnitOfWork,
  config: Config,
  order: OrderRow,
  { handledById, via }: Fulfilment,
): Promise<OrderRow> {
  const [customer] = await uow.tx.select().from(users).where(eq(users.id, order.userId!)).for('update');
  const plan = await activatePlan(uow, config, customer!, {
    accountType: order.accountType as RoleCode,
    months: order.months!,
    resellerId: null,
    licenceKeyId: null,
    orderId: order.id,
    activatedById: handledById,
  });
  const [paid] = await uow.tx
    .update(orders)
    .set({ status: 'fulfilled', paidAt: sql`now()`, fulfilledAt: sql`now()`, handledById, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await uow.audit({
    action: 'order.paid',
    targetId: customer!.id,
    details: {
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      via,
      expiresAt: plan.expiresAt.toISOString(),
    },
  });
  return paid!;
}
