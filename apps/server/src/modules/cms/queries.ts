import type { Category, CmsPost, Language } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type CategoryRow, categories, posts } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

export function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, slug: row.slug, lang: row.lang as Language };
}

/** The category, locked against concurrent changes until the transaction ends. */
export async function lockCategory(tx: Transaction, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such category.');
  return row;
}

export async function postCount(db: ReadOnlyDatabase, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.categoryId, categoryId));
  return row?.n ?? 0;
}

export const postColumns = {
  id: posts.id,
  title: posts.title,
  shortDescription: posts.shortDescription,
  videoId: posts.videoId,
  lang: posts.lang,
  categoryId: posts.categoryId,
  categoryName: categories.name,
};

export function toPost(row: { lang: string } & Omit<CmsPost, 'lang'>): CmsPost {
  return { ...row, lang: row.lang as Language };
}

export async function findPost(db: ReadOnlyDatabase, id: string): Promise<CmsPost> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(eq(posts.id, id));
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such post.');
  return toPost(row);
}

/** The post's category must exist and be of the post's language; held until the post is written. */
export async function assertCategoryFits(tx: Transaction, categoryId: string, lang: Language): Promise<void> {
  const [category] = await tx
    .select({ lang: categories.lang })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!category || category.lang !== lang) {
    throw new AppError('VALIDATION_FAILED', 400, 'Choose a category of the same language.', {
      fields: { categoryId: 'CATEGORY_INVALID' },
    });
  }
}

/** The post's language and title, locked against concurrent changes until the transaction ends. */
export async function lockPost(tx: Transaction, id: string): Promise<{ lang: string; title: string }> {
  const [row] = await tx
    .select({ lang: posts.lang, title: posts.title })
    .from(posts)
    .where(eq(posts.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such post.');
  return row;
}
