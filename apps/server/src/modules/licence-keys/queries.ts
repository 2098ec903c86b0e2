import { formatKeyCode, type LicenceKey, type LicenceKeyStatus } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { licenceKeys, users } from '../../db/schema/index.js';

const reseller = alias(users, 'reseller');
const customer = alias(users, 'customer');

/** Keys with their reseller and the customer they activated, as the API shows them. */
export function selectLicenceKeys(db: ReadOnlyDatabase) {
  return db
    .select({
      key: licenceKeys,
      reseller: { id: reseller.id, name: reseller.name, email: reseller.email },
      customer: { id: customer.id, name: customer.name, email: customer.email },
    })
    .from(licenceKeys)
    .leftJoin(reseller, eq(reseller.id, licenceKeys.resellerId))
    .leftJoin(customer, eq(customer.id, licenceKeys.usedById));
}

type SelectedKey = Awaited<ReturnType<typeof selectLicenceKeys>>[number];

export function keyStatus(key: { usedAt: Date | null; deletedAt: Date | null }): LicenceKeyStatus {
  if (key.usedAt) return 'used';
  return key.deletedAt ? 'deleted' : 'unused';
}

/** The SQL condition for one status. */
export function hasStatus(status: LicenceKeyStatus) {
  switch (status) {
    case 'unused':
      return sql`${licenceKeys.usedAt} is null and ${licenceKeys.deletedAt} is null`;
    case 'used':
      return sql`${licenceKeys.usedAt} is not null`;
    case 'deleted':
      return sql`${licenceKeys.deletedAt} is not null`;
  }
}

export function toLicenceKey({ key, reseller, customer }: SelectedKey): LicenceKey {
  return {
    code: formatKeyCode(key.code),
    accountType: key.accountType,
    months: key.months,
    status: keyStatus(key),
    reseller: reseller?.id ? reseller : null,
    createdAt: key.createdAt.toISOString(),
    usedAt: key.usedAt?.toISOString() ?? null,
    usedBy: customer?.id ? customer : null,
  };
}

/** Whether `userId` is an active reseller, without a lock: for a quote, which changes nothing. */
export async function isActiveReseller(db: ReadOnlyDatabase, userId: string): Promise<boolean> {
  const [row] = await db.select({ isReseller: users.isReseller }).from(users).where(eq(users.id, userId));
  return row?.isReseller === true;
}
