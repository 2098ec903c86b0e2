import { isAdminRole, type Page, type SessionUser, USER_LIST_PAGE_SIZE, type UserSummary } from '@oneclick/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { pageTotal } from '../../db/page-total.js';
import { users } from '../../db/schema/index.js';
import { startsWithPattern } from '../../utils/like-pattern.js';
import { selectUserSummaries, toUserSummary } from './queries.js';

/**
 * The dashboard's user list, newest first, 200 to a page: everyone for admins, their own
 * clients for a reseller. `q` finds names and e-mail addresses that start with it; `resellers`
 * keeps only resellers. A long list's total is an estimate (`pageTotal`).
 */
export async function listUsers(
  db: ReadOnlyDatabase,
  viewer: SessionUser,
  query: { q?: string; resellers?: 'true'; page: number },
): Promise<Page<UserSummary>> {
  const conditions: SQL[] = [];
  if (!isAdminRole(viewer.role)) conditions.push(eq(users.resellerId, viewer.id));
  if (query.resellers) conditions.push(eq(users.isReseller, true));
  if (query.q) {
    const pattern = startsWithPattern(query.q.toLowerCase());
    conditions.push(or(sql`lower(${users.email}) like ${pattern}`, sql`lower(${users.name}) like ${pattern}`)!);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    selectUserSummaries(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USER_LIST_PAGE_SIZE)
      .offset((query.page - 1) * USER_LIST_PAGE_SIZE),
    pageTotal(db, users, where),
  ]);
  return {
    items: rows.map((row) => toUserSummary(row)),
    ...total,
    page: query.page,
    pageSize: USER_LIST_PAGE_SIZE,
  };
}
