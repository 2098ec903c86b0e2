import { type Page, RESELLER_LIST_PAGE_SIZE, type ResellerSummary } from '@oneclick/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { selectResellerSummaries } from './queries.js';

/** Active resellers, newest first, each with their keys, clients and activations this month. */
export async function listResellers(db: ReadOnlyDatabase, query: { page: number }): Promise<Page<ResellerSummary>> {
  const where = eq(users.isReseller, true);
  const [items, [total]] = await Promise.all([
    selectResellerSummaries(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(RESELLER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * RESELLER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total!.n, page: query.page, pageSize: RESELLER_LIST_PAGE_SIZE };
}
