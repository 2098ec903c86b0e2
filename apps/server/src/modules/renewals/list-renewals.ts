import {
  daysLeft,
  isAdminRole,
  type Page,
  RENEWABLE_ACCOUNT_TYPES,
  type Renewal,
  RENEWALS_PAGE_SIZE,
  RENEWALS_WINDOW,
  type SessionUser,
} from '@oneclick/shared';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { licenceKeys, saleRecords, users } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;
const reseller = alias(users, 'reseller');

export interface RenewalListFilter {
  page: number;
  accountType?: number;
  resellerId?: string;
}

/**
 * The plans ending in the next 60 days or ended in the last 30, soonest end first: every
 * customer's for admins (narrowed by package and reseller), a reseller's own clients' for them,
 * each with the reseller's unused keys of its package that "Renew with a key" could spend.
 */
export async function listRenewals(
  db: Database,
  config: Config,
  viewer: SessionUser,
  filter: RenewalListFilter,
  now: Date = new Date(),
): Promise<Page<Renewal>> {
  const resellerId = isAdminRole(viewer.role) ? filter.resellerId : viewer.id;
  const where = and(
    inArray(users.role, filter.accountType ? [filter.accountType] : [...RENEWABLE_ACCOUNT_TYPES]),
    gt(users.expiresAt, new Date(now.getTime() - RENEWALS_WINDOW.endedDays * DAY_MS)),
    lt(users.expiresAt, new Date(now.getTime() + RENEWALS_WINDOW.endingDays * DAY_MS)),
    resellerId ? eq(users.resellerId, resellerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        customer: { id: users.id, name: users.name, email: users.email },
        accountType: users.role,
        expiresAt: users.expiresAt,
        reseller: { id: reseller.id, name: reseller.name, email: reseller.email },
        lastActivationAt: sql<Date | null>`(select max(${saleRecords.activatedAt}) from ${saleRecords}
          where ${saleRecords.customerId} = ${users.id})`.mapWith(saleRecords.activatedAt),
        keysAvailable: sql<number>`(select count(*) from ${licenceKeys}
          where ${licenceKeys.resellerId} = ${users.resellerId} and ${licenceKeys.accountType} = ${users.role}
            and ${licenceKeys.usedAt} is null and ${licenceKeys.deletedAt} is null)`.mapWith(Number),
      })
      .from(users)
      .leftJoin(reseller, eq(reseller.id, users.resellerId))
      .where(where)
      .orderBy(asc(users.expiresAt), asc(users.id))
      .limit(RENEWALS_PAGE_SIZE)
      .offset((filter.page - 1) * RENEWALS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      expiresAt: row.expiresAt!.toISOString(),
      daysLeft: daysLeft(row.expiresAt!, now, config.businessTimeZone),
      lastActivationAt: row.lastActivationAt?.toISOString() ?? null,
      reseller: row.reseller?.id ? row.reseller : null,
    })),
    total: total!.n,
    page: filter.page,
    pageSize: RENEWALS_PAGE_SIZE,
  };
}
