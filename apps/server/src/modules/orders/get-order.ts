import { isAdminRole, type Order, type SessionUser } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { orderNotFound, toOrder } from '../../domain/orders.js';

/** One order, for its customer or an admin; anyone else is told it does not exist. */
export async function getOrder(db: ReadOnlyDatabase, config: Config, user: SessionUser, id: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id.toUpperCase()));
  if (!order || (order.userId !== user.id && !isAdminRole(user.role))) throw orderNotFound();
  return toOrder(order, config.payments.bank);
}
