import { ADMIN_LIST_PAGE_SIZE, type CmsPost, type Page, type SessionUser } from '@oneclick/shared';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';
import { editableLanguages } from './editor-scope.js';
import { postColumns, toPost } from './queries.js';

/** The posts of the editor's languages, newest first, 5 to a page. */
export async function listPosts(db: ReadOnlyDatabase, user: SessionUser, page: number): Promise<Page<CmsPost>> {
  const where = inArray(posts.lang, editableLanguages(user));
  const [total] = await db.select({ n: count() }).from(posts).where(where);
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(where)
    .orderBy(desc(posts.createdAt), asc(posts.id))
    .limit(ADMIN_LIST_PAGE_SIZE)
    .offset((page - 1) * ADMIN_LIST_PAGE_SIZE);
  return { items: rows.map(toPost), total: total?.n ?? 0, page, pageSize: ADMIN_LIST_PAGE_SIZE };
}
