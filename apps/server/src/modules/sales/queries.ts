import { isAdminRole, SALE_PACKAGES, type SalePackage, type SalesFigures, type SessionUser } from '@oneclick/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import type { saleMonthCounts } from '../../db/schema/index.js';
import { orders, saleRecords } from '../../db/schema/index.js';
import { dayStart } from '../../domain/business-days.js';

/** Whose sales a viewer reads: an admin anyone's (or all), a reseller only their own. */
export interface SalesScope {
  /** A reseller's id, `direct` for sales without one, undefined for all. */
  reseller: string | undefined;
  /** Whether the money of paid orders is shown: admins, over all or direct sales. */
  revenue: boolean;
}

export function scopeFor(viewer: SessionUser, resellerId: string | undefined): SalesScope {
  if (isAdminRole(viewer.role))
    return { reseller: resellerId, revenue: resellerId === undefined || resellerId === 'direct' };
  if (resellerId !== undefined && resellerId !== viewer.id) {
    throw new AppError('FORBIDDEN', 403, 'A reseller reads only their own sales.');
  }
  return { reseller: viewer.id, revenue: false };
}

/** The scope as a condition on a reseller column: sale_records' by default, or the month counts'. */
export function scopeCondition(
  scope: SalesScope,
  resellerColumn: typeof saleRecords.resellerId | typeof saleMonthCounts.resellerId = saleRecords.resellerId,
): SQL | undefined {
  if (scope.reseller === undefined) return undefined;
  return scope.reseller === 'direct' ? isNull(resellerColumn) : eq(resellerColumn, scope.reseller);
}

/**
 * The sale records of a scope activated on the business days `from` to `to` (both included),
 * with the instants that bound those days.
 */
export function salesBetween(scope: SalesScope, from: string, to: string, timeZone: string) {
  const start = dayStart(from, timeZone);
  const end = sql`${dayStart(to, timeZone)} + interval '1 day'`;
  const where = and(
    scopeCondition(scope),
    sql`${saleRecords.activatedAt} >= ${start}`,
    sql`${saleRecords.activatedAt} < ${end}`,
  );
  return { start, end, where };
}

export function emptyByPackage(): Record<SalePackage, number> {
  return Object.fromEntries(SALE_PACKAGES.map((code) => [code, 0])) as Record<SalePackage, number>;
}

/** Adds a count for an account type, ignoring types that are not sold. */
export function addTo(byPackage: Record<SalePackage, number>, accountType: number, count: number): void {
  const key = String(accountType) as SalePackage;
  if (key in byPackage) byPackage[key] += count;
}

/** Money of paid orders in [start, end), in minor units per currency. */
export async function revenueBetween(
  db: ReadOnlyDatabase,
  start: SQL | null,
  end: SQL | null,
): Promise<SalesFigures['revenue']> {
  const rows = await db
    .select({ currency: orders.currency, amount: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['paid', 'fulfilled']),
        start ? sql`${orders.paidAt} >= ${start}` : undefined,
        end ? sql`${orders.paidAt} < ${end}` : undefined,
      ),
    )
    .groupBy(orders.currency);
  const revenue = { USD: 0, VND: 0 };
  for (const row of rows) revenue[row.currency as 'USD' | 'VND'] = Number(row.amount);
  return revenue;
}
