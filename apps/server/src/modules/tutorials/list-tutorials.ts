import type { Language, TutorialsResponse } from '@oneclick/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';

/** Every tutorial of one language with its categories, from two indexed queries. */
export async function listTutorials(db: Database, lang: Language): Promise<TutorialsResponse> {
  const categoryRows = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.lang, lang))
    .orderBy(asc(categories.name));
  const postRows = await db
    .select({
      id: posts.id,
      title: posts.title,
      shortDescription: posts.shortDescription,
      videoId: posts.videoId,
      categorySlug: categories.slug,
    })
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(eq(posts.lang, lang))
    .orderBy(asc(posts.createdAt), asc(posts.id));
  return { lang, categories: categoryRows, posts: postRows };
}
