import { type Order } from '@oneclick/shared';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { toOrder } from './queries.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Bank-transfer orders a transfer could still pay (open, or lapsed while the money was on its
 * way), found by their id or its start (case, spaces and dashes ignored) or by a part of the
 * customer's e-mail; the ten newest.
 */
export async function findOrdersToMatch(db: Database, config: Config, q: string): Promise<Order[]> {
  const idPart = q.toUpperCase().replace(/[\s-]/g, '');
  const byId = /^[0-9A-F]{1,12}$/.test(idPart) ? ilike(orders.id, `${idPart}%`) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.method, 'bank_transfer'),
        inArray(orders.status, ['pending', 'awaiting_review', 'expired']),
        or(byId, ilike(orders.customerEmail, `%${escapeLike(q)}%`)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(10);
  return rows.map((row) => toOrder(row, config.payments.bank));
}
