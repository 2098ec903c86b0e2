import { calendarDay, type SalesFigures, type SalesSummary, type SessionUser } from '@oneclick/shared';
import { and, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { revenueMonthSums, saleMonthCounts, saleRecords } from '../../db/schema/index.js';
import { addTo, emptyByPackage, scopeCondition, scopeFor } from './queries.js';

const CHART_MONTHS = 12;

function monthsBack(month: string, count: number): string[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, index - 1 - (count - 1 - back), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * Summary Sale (sum_report): activations by package over all time, this calendar month and the
 * last, in the business's time zone, with the revenue of paid orders for admins, and the last
 * 12 months for the chart, with how many renewed a plan; and the renewals of the plans that ended
 * this month and last. The activations are sums of the month counts (sale_month_counts), the money
 * of the month sums (revenue_month_sums); `now` is a parameter for the tests.
 */
export async function getSalesSummary(
  db: ReadOnlyDatabase,
  config: Config,
  viewer: SessionUser,
  query: { resellerId?: string },
  now: Date = new Date(),
): Promise<SalesSummary> {
  const scope = scopeFor(viewer, query.resellerId);
  const tz = config.businessTimeZone;
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${tz})`;
  const thisMonthDay = sql`date_trunc('month', ${local})::date`;
  const lastMonthDay = sql`(date_trunc('month', ${local}) - interval '1 month')::date`;
  const chartStartDay = sql`(date_trunc('month', ${local}) - make_interval(months => ${CHART_MONTHS - 1}))::date`;
  const where = scopeCondition(scope, saleMonthCounts.resellerId);

  const monthStart = (months: number) =>
    sql`(date_trunc('month', ${local}) + make_interval(months => ${months})) at time zone ${tz}`;
  const endedIn = (from: number) =>
    sql`${saleRecords.planEndsAt} >= ${monthStart(from)} and ${saleRecords.planEndsAt} < ${monthStart(from + 1)}`;
  const renewedLater = sql`exists (select 1 from sale_records renewal where renewal.customer_id = ${saleRecords.customerId}
    and renewal.renewed_plan_ends_at = ${saleRecords.planEndsAt})`;

  const [counts, chart, money, [renewals]] = await Promise.all([
    db
      .select({
        accountType: saleMonthCounts.accountType,
        total: sql<number>`coalesce(sum(${saleMonthCounts.count}), 0)::int`,
        current: sql<number>`coalesce(sum(${saleMonthCounts.count}) filter (where ${saleMonthCounts.month} = ${thisMonthDay}), 0)::int`,
        previous: sql<number>`coalesce(sum(${saleMonthCounts.count}) filter (where ${saleMonthCounts.month} = ${lastMonthDay}), 0)::int`,
      })
      .from(saleMonthCounts)
      .where(where)
      .groupBy(saleMonthCounts.accountType),
    db
      .select({
        month: sql<string>`to_char(${saleMonthCounts.month}, 'YYYY-MM')`,
        accountType: saleMonthCounts.accountType,
        count: sql<number>`sum(${saleMonthCounts.count})::int`,
        renewed: sql<number>`sum(${saleMonthCounts.renewals})::int`,
      })
      .from(saleMonthCounts)
      .where(and(where, sql`${saleMonthCounts.month} >= ${chartStartDay}`))
      .groupBy(saleMonthCounts.month, saleMonthCounts.accountType),
    scope.revenue
      ? db
          .select({
            currency: revenueMonthSums.currency,
            total: sql<string>`sum(${revenueMonthSums.amount})`,
            current: sql<string>`coalesce(sum(${revenueMonthSums.amount}) filter (where ${revenueMonthSums.month} = ${thisMonthDay}), 0)`,
            previous: sql<string>`coalesce(sum(${revenueMonthSums.amount}) filter (where ${revenueMonthSums.month} = ${lastMonthDay}), 0)`,
          })
          .from(revenueMonthSums)
          .groupBy(revenueMonthSums.currency)
      : Promise.resolve(null),
    db
      .select({
        previousDue: sql<number>`count(*) filter (where ${endedIn(-1)})::int`,
        previousRenewed: sql<number>`count(*) filter (where ${endedIn(-1)} and ${renewedLater})::int`,
        currentDue: sql<number>`count(*) filter (where ${endedIn(0)})::int`,
        currentRenewed: sql<number>`count(*) filter (where ${endedIn(0)} and ${renewedLater})::int`,
      })
      .from(saleRecords)
      .where(
        and(
          scopeCondition(scope),
          sql`${saleRecords.planEndsAt} >= ${monthStart(-1)} and ${saleRecords.planEndsAt} < ${monthStart(1)}`,
        ),
      ),
  ]);

  const figures = (period: 'total' | 'current' | 'previous'): SalesFigures => {
    const byPackage = emptyByPackage();
    for (const row of counts) addTo(byPackage, row.accountType, row[period]);
    let revenue: SalesFigures['revenue'] = null;
    if (money) {
      revenue = { USD: 0, VND: 0 };
      for (const row of money) revenue[row.currency as 'USD' | 'VND'] = Number(row[period]);
    }
    return { activations: Object.values(byPackage).reduce((sum, n) => sum + n, 0), byPackage, revenue };
  };
  const [total, current, previous] = [figures('total'), figures('current'), figures('previous')];
  const thisMonth = calendarDay(now, tz).slice(0, 7);
  const months = monthsBack(thisMonth, CHART_MONTHS).map((label) => {
    const byPackage = emptyByPackage();
    let renewed = 0;
    for (const row of chart) {
      if (row.month !== label) continue;
      addTo(byPackage, row.accountType, row.count);
      renewed += row.renewed;
    }
    return { month: label, byPackage, renewed };
  });
  return {
    timeZone: tz,
    thisMonth,
    total,
    current,
    previous,
    renewals: {
      current: { due: renewals!.currentDue, renewed: renewals!.currentRenewed },
      previous: { due: renewals!.previousDue, renewed: renewals!.previousRenewed },
    },
    months,
  };
}
