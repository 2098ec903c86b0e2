import { calendarDay, SALES_PAGE_SIZE, type SalesReport, type SessionUser } from '@oneclick/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { orders, saleRecords, users } from '../../db/schema/index.js';
import { addTo, emptyByPackage, revenueBetween, salesBetween, scopeFor } from './queries.js';

export interface SalesReportFilter {
  from?: string;
  to?: string;
  resellerId?: string;
  page: number;
  sort: 'newest' | 'oldest';
}

/** The report's days: as asked, or this month so far in the business's time zone. */
export function reportRange(filter: { from?: string; to?: string }, timeZone: string, now = new Date()) {
  const today = calendarDay(now, timeZone);
  return { from: filter.from ?? `${today.slice(0, 7)}-01`, to: filter.to ?? today };
}

/**
 * Sales Report (sale_report): the activations of a range of business days, a page at a time,
 * newest or oldest first, with who sold them, what activated them and the range's totals.
 */
export async function listSales(
  db: Database,
  config: Config,
  viewer: SessionUser,
  filter: SalesReportFilter,
): Promise<SalesReport> {
  const scope = scopeFor(viewer, filter.resellerId);
  const { from, to } = reportRange(filter, config.businessTimeZone);
  const { start, end, where } = salesBetween(scope, from, to, config.businessTimeZone);
  const reseller = alias(users, 'reseller');
  const order = filter.sort === 'oldest' ? asc : desc;

  const [rows, counts, revenue] = await Promise.all([
    db
      .select({
        id: saleRecords.id,
        customerEmail: saleRecords.customerEmail,
        activatedAt: saleRecords.activatedAt,
        months: saleRecords.months,
        accountType: saleRecords.accountType,
        licenceKeyId: saleRecords.licenceKeyId,
        orderId: saleRecords.orderId,
        resellerId: reseller.id,
        resellerName: reseller.name,
        resellerEmail: reseller.email,
        amount: orders.amount,
        currency: orders.currency,
      })
      .from(saleRecords)
      .leftJoin(reseller, eq(reseller.id, saleRecords.resellerId))
      .leftJoin(orders, eq(orders.id, saleRecords.orderId))
      .where(where)
      .orderBy(order(saleRecords.activatedAt), order(saleRecords.id))
      .limit(SALES_PAGE_SIZE)
      .offset((filter.page - 1) * SALES_PAGE_SIZE),
    db
      .select({ accountType: saleRecords.accountType, count: sql<number>`count(*)::int` })
      .from(saleRecords)
      .where(where)
      .groupBy(saleRecords.accountType),
    scope.revenue ? revenueBetween(db, start, end) : Promise.resolve(null),
  ]);

  const byPackage = emptyByPackage();
  for (const row of counts) addTo(byPackage, row.accountType, row.count);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return {
    from,
    to,
    items: rows.map((row) => ({
      id: row.id,
      customerEmail: row.customerEmail,
      activatedAt: row.activatedAt.toISOString(),
      months: row.months,
      accountType: row.accountType,
      reseller: row.resellerId ? { id: row.resellerId, name: row.resellerName!, email: row.resellerEmail! } : null,
      source: row.licenceKeyId ? 'key' : row.orderId ? 'order' : 'other',
      amount: row.amount,
      currency: row.currency as 'USD' | 'VND' | null,
    })),
    total,
    page: filter.page,
    pageSize: SALES_PAGE_SIZE,
    totals: { activations: Object.values(byPackage).reduce((sum, n) => sum + n, 0), byPackage, revenue },
  };
}
