import {
  isAdminRole,
  ORDER_LIST_PAGE_SIZE,
  type Order,
  type OrderKind,
  type OrderStatus,
  type Page,
  type PaymentMethod,
  type SessionUser,
} from '@oneclick/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { orderMatchesSearch, toOrder } from '../../domain/orders.js';

export interface OrderFilter {
  status?: OrderStatus;
  kind?: OrderKind;
  method?: PaymentMethod;
  /** Created on or after this day (UTC), and before the day after `to`. */
  from?: string;
  to?: string;
  /** An order ID, an e-mail or a transfer content, or the start of one of the first two. */
  search?: string;
  page: number;
}

/**
 * Orders, newest first: every order for admins (the dashboard's Orders), a user's own
 * otherwise (resellers in the dashboard, customers on their profile).
 */
export async function listOrders(
  db: ReadOnlyDatabase,
  config: Config,
  user: SessionUser,
  filter: OrderFilter,
  { ownOnly = false } = {},
): Promise<Page<Order>> {
  const conditions: SQL[] = [];
  if (ownOnly || !isAdminRole(user.role)) conditions.push(eq(orders.userId, user.id));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.kind) conditions.push(eq(orders.kind, filter.kind));
  if (filter.method) conditions.push(eq(orders.method, filter.method));
  if (filter.from) conditions.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.search) conditions.push(orderMatchesSearch(filter.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_LIST_PAGE_SIZE)
      .offset((filter.page - 1) * ORDER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: rows.map((row) => toOrder(row, config.payments.bank)),
    total: total!.n,
    page: filter.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}
