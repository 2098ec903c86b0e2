import {
  isAdminRole,
  isOpenOrder,
  type OrderStatus,
  type PlanQuote,
  quotePlanActivation,
  type RoleCode,
  type SessionUser,
} from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import { orderNotFound } from '../../domain/orders.js';

/**
 * What paying this open plan order would make of its buyer's plan (D3), for the invoice to
 * show before paying: for the buyer or an admin; anyone else, or an order that buys no plan,
 * is told it does not exist.
 */
export async function quoteOrderPlan(db: ReadOnlyDatabase, user: SessionUser, id: string): Promise<PlanQuote> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id.toUpperCase()));
  const visible = order && (order.userId === user.id || isAdminRole(user.role));
  if (!visible || order.kind !== 'subscription') throw orderNotFound();
  if (!isOpenOrder(order.status as OrderStatus) || order.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CONFLICT', 409, 'This order can no longer be paid or changed.', { reason: 'ORDER_NOT_OPEN' });
  }
  const [buyer] = await db.select().from(users).where(eq(users.id, order.userId!));
  if (isAdminRole(buyer!.role as RoleCode)) {
    throw new AppError('CONFLICT', 409, 'Plans activate customers, not staff accounts.', { reason: 'NOT_A_CUSTOMER' });
  }
  return quotePlanActivation(
    { role: buyer!.role as RoleCode, expiresAt: buyer!.expiresAt },
    { accountType: order.accountType as RoleCode, months: order.months! },
  );
}
