import { ADMIN_LIST_PAGE_SIZE, type Category, type Page, type SessionUser } from '@oneclick/shared';
import { asc, count, desc, inArray } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { editableLanguages } from './editor-scope.js';
import { toCategory } from './queries.js';

/** The categories of the editor's languages, newest first, 5 to a page. */
export async function listCategories(db: ReadOnlyDatabase, user: SessionUser, page: number): Promise<Page<Category>> {
  const where = inArray(categories.lang, editableLanguages(user));
  const [total] = await db.select({ n: count() }).from(categories).where(where);
  const rows = await db
    .select()
    .from(categories)
    .where(where)
    .orderBy(desc(categories.createdAt), asc(categories.id))
    .limit(ADMIN_LIST_PAGE_SIZE)
    .offset((page - 1) * ADMIN_LIST_PAGE_SIZE);
  return { items: rows.map(toCategory), total: total?.n ?? 0, page, pageSize: ADMIN_LIST_PAGE_SIZE };
}
