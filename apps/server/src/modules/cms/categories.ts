import {
  ADMIN_LIST_PAGE_SIZE,
  type Category,
  type Language,
  type Page,
  type SessionUser,
  slugify,
} from '@oneclick/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { type CategoryRow, categories, posts } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { assertCanEdit, editableLanguages } from './editor-scope.js';

interface Actor {
  user: SessionUser;
  ip: string;
}

function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, slug: row.slug, lang: row.lang as Language };
}

function slugOf(name: string): string {
  const slug = slugify(name);
  if (!slug)
    throw new AppError('VALIDATION_FAILED', 400, 'The name needs a letter or a digit.', {
      fields: { name: 'TEXT_INVALID' },
    });
  return slug;
}

function slugTaken(): AppError {
  return new AppError('CONFLICT', 409, 'A category with this name already exists in this language.', {
    reason: 'SLUG_TAKEN',
  });
}

/** The category, locked against concurrent changes until the transaction ends. */
async function lockCategory(db: Database, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such category.');
  return row;
}

async function postCount(db: Database, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.categoryId, categoryId));
  return row?.n ?? 0;
}

/** The categories of the editor's languages, newest first, 5 to a page. */
export async function listCategories(db: Database, user: SessionUser, page: number): Promise<Page<Category>> {
  const languages = editableLanguages(user);
  const where = inArray(categories.lang, languages);
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

/** Every category of one language, by name, for the post form's category choice. */
export async function categoryOptions(db: Database, user: SessionUser, lang: Language): Promise<Category[]> {
  assertCanEdit(user, lang);
  const rows = await db.select().from(categories).where(eq(categories.lang, lang)).orderBy(asc(categories.name));
  return rows.map(toCategory);
}

export async function createCategory(
  db: Database,
  { user, ip }: Actor,
  input: { name: string; lang: Language },
): Promise<Category> {
  assertCanEdit(user, input.lang);
  try {
    const [row] = await db
      .insert(categories)
      .values({ name: input.name, lang: input.lang, slug: slugOf(input.name), updatedBy: user.id })
      .returning();
    await recordAudit(db, {
      actorUserId: user.id,
      action: 'cms.category.created',
      targetId: row!.id,
      details: input,
      ip,
    });
    return toCategory(row!);
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

export async function updateCategory(
  db: Database,
  { user, ip }: Actor,
  id: string,
  patch: { name?: string; lang?: Language },
): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      const lang = patch.lang ?? (current.lang as Language);
      assertCanEdit(user, current.lang, lang);
      if (lang !== current.lang && (await postCount(tx, id)) > 0) {
        throw new AppError('CONFLICT', 409, 'Move or delete the posts of this category before changing its language.', {
          reason: 'CATEGORY_HAS_POSTS',
        });
      }
      const name = patch.name ?? current.name;
      const [row] = await tx
        .update(categories)
        .set({ name, lang, slug: slugOf(name), updatedAt: sql`now()`, updatedBy: user.id })
        .where(eq(categories.id, id))
        .returning();
      await recordAudit(tx, { actorUserId: user.id, action: 'cms.category.updated', targetId: id, details: patch, ip });
      return toCategory(row!);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

export async function deleteCategory(db: Database, { user, ip }: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    assertCanEdit(user, current.lang);
    if ((await postCount(tx, id)) > 0) {
      throw new AppError('CONFLICT', 409, 'This category still has posts: delete or move them first.', {
        reason: 'CATEGORY_HAS_POSTS',
      });
    }
    await tx.delete(categories).where(and(eq(categories.id, id)));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'cms.category.deleted',
      targetId: id,
      details: { name: current.name, lang: current.lang },
      ip,
    });
  });
}
