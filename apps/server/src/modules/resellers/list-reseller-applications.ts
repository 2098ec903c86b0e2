import {
  type Page,
  RESELLER_APPLICATION_PAGE_SIZE,
  type ResellerApplication,
  type ResellerApplicationStatus,
} from '@oneclick/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { resellerApplications } from '../../db/schema/index.js';
import { selectApplications, toResellerApplication } from './queries.js';

/** Applications in one state, newest first (the dashboard's Pending Resellers). */
export async function listResellerApplications(
  db: ReadOnlyDatabase,
  query: { status: ResellerApplicationStatus; page: number },
): Promise<Page<ResellerApplication>> {
  const where = eq(resellerApplications.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(resellerApplications.createdAt), desc(resellerApplications.id))
      .limit(RESELLER_APPLICATION_PAGE_SIZE)
      .offset((query.page - 1) * RESELLER_APPLICATION_PAGE_SIZE),
    db.select({ n: count() }).from(resellerApplications).where(where),
  ]);
  return {
    items: rows.map((row) => toResellerApplication(row)),
    total: total!.n,
    page: query.page,
    pageSize: RESELLER_APPLICATION_PAGE_SIZE,
  };
}
