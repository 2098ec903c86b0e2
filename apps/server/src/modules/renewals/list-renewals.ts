import { isAdminRole, type Page, type Renewal, RENEWALS_PAGE_SIZE, type SessionUser } from '@oneclick/shared';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { readRenewals } from './queries.js';

export interface RenewalListFilter {
  page: number;
  accountType?: number;
  resellerId?: string;
  endingSoon?: 'true';
}

/**
 * The plans ending in the next 60 days or ended in the last 30, soonest end first: every
 * customer's for admins (narrowed by package and reseller), a reseller's own clients' for them,
 * each with the reseller's unused keys of its package that "Renew with a key" could spend.
 */
export async function listRenewals(
  db: ReadOnlyDatabase,
  config: Config,
  viewer: SessionUser,
  filter: RenewalListFilter,
  now: Date = new Date(),
): Promise<Page<Renewal>> {
  const resellerId = isAdminRole(viewer.role) ? filter.resellerId : viewer.id;
  const { items, total } = await readRenewals(
    db,
    config,
    { resellerId, accountType: filter.accountType, endingSoon: filter.endingSoon === 'true' },
    { limit: RENEWALS_PAGE_SIZE, offset: (filter.page - 1) * RENEWALS_PAGE_SIZE },
    now,
  );
  return { items, total, page: filter.page, pageSize: RENEWALS_PAGE_SIZE };
}
