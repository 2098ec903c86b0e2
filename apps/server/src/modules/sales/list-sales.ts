import { calendarDay, SALES_PAGE_SIZE, type SalesFigures, type SalesReport, type SessionUser } from '@oneclick/shared';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { orders, revenueMonthSums, saleMonthCounts, saleRecords, users } from '../../db/schema/index.js';
import { type MonthsAndDays, monthsAndDays } from './months-and-days.js';
import {
  addTo,
  emptyByPackage,
  revenueBetween,
  type SalesScope,
  salesBetween,
  scopeCondition,
  scopeFor,
} from './queries.js';

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
 * The range's totals: the month counts and sums for the whole months inside it, the sale records
 * and paid orders themselves only for the days at its ends (decision 013).
 */
async function rangeTotals(
  db: ReadOnlyDatabase,
  scope: SalesScope,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ records: number; figures: SalesFigures }> {
  const { months, days } = monthsAndDays(from, to);
  const inMonths = months
    ? and(gte(saleMonthCounts.month, months.first), lte(saleMonthCounts.month, months.last))
    : undefined;
  const [counts, revenue] = await Promise.all([
    Promise.all([
      months
        ? db
            .select({
              accountType: saleMonthCounts.accountType,
              count: sql<number>`sum(${saleMonthCounts.count})::int`,
            })
            .from(saleMonthCounts)
            .where(and(scopeCondition(scope, saleMonthCounts.resellerId), inMonths))
            .groupBy(saleMonthCounts.accountType)
        : [],
      ...days.map((range) =>
        db
          .select({ accountType: saleRecords.accountType, count: sql<number>`count(*)::int` })
          .from(saleRecords)
          .where(salesBetween(scope, range.from, range.to, timeZone).where)
          .groupBy(saleRecords.accountType),
      ),
    ]),
    scope.revenue ? revenueOfRange(db, months, days, timeZone) : null,
  ]);
  const byPackage = emptyByPackage();
  for (const row of counts.flat()) addTo(byPackage, row.accountType, row.count);
  return {
    // Every record for the paging, those of a type not sold too; the figures count the sold ones.
    records: counts.flat().reduce((sum, row) => sum + row.count, 0),
    figures: { activations: Object.values(byPackage).reduce((sum, n) => sum + n, 0), byPackage, revenue },
  };
}

/** Money of paid orders over the whole months (their sums) and the days at the ends (the orders). */
async function revenueOfRange(
  db: ReadOnlyDatabase,
  months: MonthsAndDays['months'],
  days: MonthsAndDays['days'],
  timeZone: string,
): Promise<NonNullable<SalesFigures['revenue']>> {
  const [monthSums, ...dayParts] = await Promise.all([
    months
      ? db
          .select({ currency: revenueMonthSums.currency, amount: sql<string>`sum(${revenueMonthSums.amount})` })
          .from(revenueMonthSums)
          .where(and(gte(revenueMonthSums.month, months.first), lte(revenueMonthSums.month, months.last)))
          .groupBy(revenueMonthSums.currency)
      : [],
    ...days.map((range) => {
      const { start, end } = salesBetween({ reseller: undefined, revenue: true }, range.from, range.to, timeZone);
      return revenueBetween(db, start, end);
    }),
  ]);
  const revenue = { USD: 0, VND: 0 };
  for (const row of monthSums) revenue[row.currency as 'USD' | 'VND'] += Number(row.amount);
  for (const part of dayParts) {
    revenue.USD += part!.USD;
    revenue.VND += part!.VND;
  }
  return revenue;
}

/**
 * Sales Report (sale_report): the activations of a range of business days, a page at a time,
 * newest or oldest first, with who sold them, what activated them and the range's totals.
 */
export async function listSales(
  db: ReadOnlyDatabase,
  config: Config,
  viewer: SessionUser,
  filter: SalesReportFilter,
): Promise<SalesReport> {
  const scope = scopeFor(viewer, filter.resellerId);
  const { from, to } = reportRange(filter, config.businessTimeZone);
  const { where } = salesBetween(scope, from, to, config.businessTimeZone);
  const reseller = alias(users, 'reseller');
  const order = filter.sort === 'oldest' ? asc : desc;

  const [rows, totals] = await Promise.all([
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
    rangeTotals(db, scope, from, to, config.businessTimeZone),
  ]);
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
    total: totals.records,
    page: filter.page,
    pageSize: SALES_PAGE_SIZE,
    totals: totals.figures,
  };
}
