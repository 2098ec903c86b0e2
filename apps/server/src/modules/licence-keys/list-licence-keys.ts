import {
  isAdminRole,
  KEY_LIST_PAGE_SIZE,
  type LicenceKey,
  type LicenceKeyPackage,
  type LicenceKeyStatus,
  type Page,
  type SessionUser,
} from '@oneclick/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { licenceKeys } from '../../db/schema/index.js';
import { hasStatus, selectLicenceKeys, toLicenceKey } from './queries.js';

export interface LicenceKeyFilter {
  status?: LicenceKeyStatus;
  accountType?: LicenceKeyPackage;
  resellerId?: string;
  page: number;
}

/** Admins see every key; a reseller only their own, whatever they ask for. Newest first. */
export async function listLicenceKeys(
  db: Database,
  user: SessionUser,
  filter: LicenceKeyFilter,
): Promise<Page<LicenceKey>> {
  const conditions: SQL[] = [];
  if (!isAdminRole(user.role)) conditions.push(eq(licenceKeys.resellerId, user.id));
  if (filter.resellerId) conditions.push(eq(licenceKeys.resellerId, filter.resellerId));
  if (filter.accountType) conditions.push(eq(licenceKeys.accountType, filter.accountType));
  if (filter.status) conditions.push(hasStatus(filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectLicenceKeys(db)
      .where(where)
      .orderBy(desc(licenceKeys.createdAt), desc(licenceKeys.id))
      .limit(KEY_LIST_PAGE_SIZE)
      .offset((filter.page - 1) * KEY_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(licenceKeys).where(where),
  ]);
  return { items: rows.map(toLicenceKey), total: total!.n, page: filter.page, pageSize: KEY_LIST_PAGE_SIZE };
}
