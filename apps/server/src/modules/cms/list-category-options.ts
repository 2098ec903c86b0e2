import type { Category, Language, SessionUser } from '@oneclick/shared';
import { asc, eq } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { assertCanEdit } from './editor-scope.js';
import { toCategory } from './queries.js';

/** Every category of one language, by name, for the post form's category choice. */
export async function listCategoryOptions(
  db: ReadOnlyDatabase,
  user: SessionUser,
  lang: Language,
): Promise<Category[]> {
  assertCanEdit(user, lang);
  const rows = await db.select().from(categories).where(eq(categories.lang, lang)).orderBy(asc(categories.name));
  return rows.map(toCategory);
}
