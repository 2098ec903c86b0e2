import type { SalesFigures, SalesSummary, SessionUser } from '@oneclick/shared';
import { and, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { saleRecords } from '../../db/schema/index.js';
import { addTo, businessDay, emptyByPackage, revenueBetween, scopeCondition, scopeFor } from './queries.js';

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
 * 12 months for the chart. Every figure is an SQL aggregate; `now` is a parameter for the tests.
 */
export async function getSalesSummary(
  db: Database,
  config: Config,
  viewer: SessionUser,
  query: { resellerId?: string },
  now: Date = new Date(),
): Promise<SalesSummary> {
  const scope = scopeFor(viewer, query.resellerId);
  const tz = config.businessTimeZone;
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${tz})`;
  const thisStart = sql`date_trunc('month', ${local}) at time zone ${tz}`;
  const lastStart = sql`(date_trunc('month', ${local}) - interval '1 month') at time zone ${tz}`;
  const chartStart = sql`(date_trunc('month', ${local}) - make_interval(months => ${CHART_MONTHS - 1})) at time zone ${tz}`;
  const where = scopeCondition(scope);

  const [counts, chart] = await Promise.all([
    db
      .select({
        accountType: saleRecords.accountType,
        total: sql<number>`count(*)::int`,
        current: sql<number>`(count(*) filter (where ${saleRecords.activatedAt} >= ${thisStart}))::int`,
        previous: sql<number>`(count(*) filter (where ${saleRecords.activatedAt} >= ${lastStart} and ${saleRecords.activatedAt} < ${thisStart}))::int`,
      })
      .from(saleRecords)
      .where(where)
      .groupBy(saleRecords.accountType),
    db
      .select({
        month: sql<string>`to_char(${saleRecords.activatedAt} at time zone ${tz}, 'YYYY-MM')`,
        accountType: saleRecords.accountType,
        count: sql<number>`count(*)::int`,
      })
      .from(saleRecords)
      .where(and(where, sql`${saleRecords.activatedAt} >= ${chartStart}`))
      .groupBy(sql`1`, saleRecords.accountType),
  ]);

  const figures = (pick: (row: (typeof counts)[number]) => number): SalesFigures => {
    const byPackage = emptyByPackage();
    for (const row of counts) addTo(byPackage, row.accountType, pick(row));
    return { activations: Object.values(byPackage).reduce((sum, n) => sum + n, 0), byPackage, revenue: null };
  };
  const [total, current, previous] = [figures((r) => r.total), figures((r) => r.current), figures((r) => r.previous)];
  if (scope.revenue) {
    [total.revenue, current.revenue, previous.revenue] = await Promise.all([
      revenueBetween(db, null, null),
      revenueBetween(db, thisStart, null),
      revenueBetween(db, lastStart, thisStart),
    ]);
  }
  const thisMonth = businessDay(now, tz).slice(0, 7);
  const months = monthsBack(thisMonth, CHART_MONTHS).map((label) => {
    const byPackage = emptyByPackage();
    for (const row of chart) if (row.month === label) addTo(byPackage, row.accountType, row.count);
    return { month: label, byPackage };
  });
  return { timeZone: tz, thisMonth, total, current, previous, months };
}
