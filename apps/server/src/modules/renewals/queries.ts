import { type MyRenewal, type RoleCode, renewalPackage, RENEWABLE_ACCOUNT_TYPES } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

const reseller = alias(users, 'reseller');

/** A customer's plan as it renews, read in or out of a transaction. */
export async function readMyRenewal(db: Database | Transaction, userId: string): Promise<MyRenewal> {
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
