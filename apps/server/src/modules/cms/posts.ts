import {
  ADMIN_LIST_PAGE_SIZE,
  type CmsPost,
  type Language,
  type Page,
  parseYouTubeVideoId,
  type SessionUser,
} from '@oneclick/shared';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { assertCanEdit, editableLanguages } from './editor-scope.js';

interface Actor {
  user: SessionUser;
  ip: string;
}

export interface PostFields {
  title: string;
  shortDescription: string;
  youtubeUrl: string;
  lang: Language;
  categoryId: string;
}

const postColumns = {
  id: posts.id,
  title: posts.title,
  shortDescription: posts.shortDescription,
  videoId: posts.videoId,
  lang: posts.lang,
  categoryId: posts.categoryId,
  categoryName: categories.name,
};

function toPost(row: { lang: string } & Omit<CmsPost, 'lang'>): CmsPost {
  return { ...row, lang: row.lang as Language };
}

async function findPost(db: Database, id: string): Promise<CmsPost> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(eq(posts.id, id));
  if (!row) throw new AppError('NOT_FOUND', 404, 'No such post.');
  return toPost(row);
}

/** The post's category must exist and be of the post's language. */
async function assertCategoryFits(db: Database, categoryId: string, lang: Language): Promise<void> {
  // Held until the post is written, so the category cannot change language or vanish meanwhile.
  const [category] = await db
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

function valuesOf(fields: PostFields, userId: string) {
  return {
    title: fields.title,
    shortDescription: fields.shortDescription,
    // The schema accepted only YouTube links, so the id is there.
    videoId: parseYouTubeVideoId(fields.youtubeUrl)!,
    lang: fields.lang,
    categoryId: fields.categoryId,
    updatedBy: userId,
  };
}

/** The posts of the editor's languages, newest first, 5 to a page. */
export async function listPosts(db: Database, user: SessionUser, page: number): Promise<Page<CmsPost>> {
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

export async function createPost(db: Database, { user, ip }: Actor, fields: PostFields): Promise<CmsPost> {
  assertCanEdit(user, fields.lang);
  const id = await db.transaction(async (tx) => {
    await assertCategoryFits(tx, fields.categoryId, fields.lang);
    const [row] = await tx.insert(posts).values(valuesOf(fields, user.id)).returning({ id: posts.id });
    return row!.id;
  });
  await recordAudit(db, {
    actorUserId: user.id,
    action: 'cms.post.created',
    targetId: id,
    details: { title: fields.title, lang: fields.lang },
    ip,
  });
  return findPost(db, id);
}

export async function updatePost(db: Database, { user, ip }: Actor, id: string, fields: PostFields): Promise<CmsPost> {
  const current = await findPost(db, id);
  assertCanEdit(user, current.lang, fields.lang);
  await db.transaction(async (tx) => {
    await assertCategoryFits(tx, fields.categoryId, fields.lang);
    await tx
      .update(posts)
      .set({ ...valuesOf(fields, user.id), updatedAt: sql`now()` })
      .where(eq(posts.id, id));
  });
  await recordAudit(db, {
    actorUserId: user.id,
    action: 'cms.post.updated',
    targetId: id,
    details: { title: fields.title, lang: fields.lang },
    ip,
  });
  return findPost(db, id);
}

export async function deletePost(db: Database, { user, ip }: Actor, id: string): Promise<void> {
  const current = await findPost(db, id);
  assertCanEdit(user, current.lang);
  await db.delete(posts).where(eq(posts.id, id));
  await recordAudit(db, {
    actorUserId: user.id,
    action: 'cms.post.deleted',
    targetId: id,
    details: { title: current.title, lang: current.lang },
    ip,
  });
}
