import {
  isAdminRole,
  KEY_LIST_PAGE_SIZE,
  LICENCE_KEY_LENGTH,
  type LicenceKey,
  type LicenceKeyPackage,
  type LicenceKeyStatus,
  type Page,
  type SessionUser,
} from '@oneclick/shared';
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { pageTotal } from '../../db/page-total.js';
import { licenceKeys } from '../../db/schema/index.js';
import { startsWithPattern } from '../../utils/like-pattern.js';
import { hasStatus, selectLicenceKeys, toLicenceKey } from './queries.js';

export interface LicenceKeyFilter {
  status?: LicenceKeyStatus;
  accountType?: LicenceKeyPackage;
  resellerId?: string;
  /** The start of a code, in its stored form. */
  code?: string;
  page: number;
}

/**
 * Admins see every key; a reseller only their own, whatever they ask for. Newest first; found by
 * the start of a code. A long list's total is an estimate (`pageTotal`).
 */
export async function listLicenceKeys(
  db: ReadOnlyDatabase,
  user: SessionUser,
  filter: LicenceKeyFilter,
): Promise<Page<LicenceKey>> {
  const conditions: SQL[] = [];
  if (!isAdminRole(user.role)) conditions.push(eq(licenceKeys.resellerId, user.id));
  if (filter.resellerId) conditions.push(eq(licenceKeys.resellerId, filter.resellerId));
  if (filter.accountType) conditions.push(eq(licenceKeys.accountType, filter.accountType));
  if (filter.status) conditions.push(hasStatus(filter.status));
  if (filter.code) {
    conditions.push(
      filter.code.length === LICENCE_KEY_LENGTH
        ? eq(licenceKeys.code, filter.code)
        : like(licenceKeys.code, startsWithPattern(filter.code)),
    );
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    selectLicenceKeys(db)
      .where(where)
      .orderBy(desc(licenceKeys.createdAt), desc(licenceKeys.id))
      .limit(KEY_LIST_PAGE_SIZE)
      .offset((filter.page - 1) * KEY_LIST_PAGE_SIZE),
    pageTotal(db, licenceKeys, where),
  ]);
  return { items: rows.map(toLicenceKey), ...total, page: filter.page, pageSize: KEY_LIST_PAGE_SIZE };
}
