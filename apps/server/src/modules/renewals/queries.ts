import {
  daysLeft,
  type MyRenewal,
  type Renewal,
  RENEWABLE_ACCOUNT_TYPES,
  renewalPackage,
  RENEWALS_ENDING_SOON_DAYS,
  RENEWALS_WINDOW,
  type RoleCode,
} from '@oneclick/shared';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { licenceKeys, saleRecords, users } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

const DAY_MS = 86_400_000;
const reseller = alias(users, 'reseller');

/** A customer's plan as it renews, read in or out of a transaction. */
export async function readMyRenewal(db: ReadOnlyDatabase | Transaction, userId: string): Promise<MyRenewal> {
  const [row] = await db
    .select({
      role: users.role,
      expiresAt: users.expiresAt,
      renewalReminders: users.renewalReminders,
      resellerName: reseller.name,
      resellerEmail: reseller.email,
      resellerActive: reseller.isReseller,
    })
    .from(users)
    .leftJoin(reseller, eq(reseller.id, users.resellerId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  const role = row.role as RoleCode;
  const renewable = RENEWABLE_ACCOUNT_TYPES.includes(role) && row.expiresAt !== null;
  return {
    plan: renewable ? { accountType: role, expiresAt: row.expiresAt!.toISOString() } : null,
    package: renewable ? renewalPackage(role) : null,
    reseller:
      renewable && row.resellerActive && row.resellerName !== null
        ? { name: row.resellerName, email: row.resellerEmail! }
        : null,
    renewalReminders: row.renewalReminders,
  };
}

/**
 * The plans of `RENEWALS_WINDOW` around `now` (or, `endingSoon`, those ending in the next 30 days), soonest end first, of one reseller's clients or of
 * everyone's, and how many there are: the staff's list and the resellers' weekly digest.
 */
export async function readRenewals(
  db: ReadOnlyDatabase,
  config: Config,
  { resellerId, accountType, endingSoon = false }: { resellerId?: string; accountType?: number; endingSoon?: boolean },
  { limit, offset }: { limit: number; offset: number },
  now: Date,
): Promise<{ items: Renewal[]; total: number }> {
  const where = and(
    inArray(users.role, accountType ? [accountType] : [...RENEWABLE_ACCOUNT_TYPES]),
    gt(users.expiresAt, endingSoon ? now : new Date(now.getTime() - RENEWALS_WINDOW.endedDays * DAY_MS)),
    lt(
      users.expiresAt,
      new Date(now.getTime() + (endingSoon ? RENEWALS_ENDING_SOON_DAYS : RENEWALS_WINDOW.endingDays) * DAY_MS),
    ),
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
      .limit(limit)
      .offset(offset),
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
  };
}
