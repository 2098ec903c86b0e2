import type { Language } from '@oneclick/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { categories, posts } from '../../db/schema/index.js';
import type { PublicCache } from '../../service-core/public-cache.js';
import type { ReadAtOneInstant } from '../../service-core/unit-of-work.js';
import { buildTutorialIndex, type TutorialIndex } from './tutorial-index.js';

/** What the public reads of tutorials are served from. */
export interface TutorialReads {
  readAtOneInstant: ReadAtOneInstant;
  publicCache: PublicCache;
}

/**
 * The index of `lang`'s tutorials, kept by this process until the content changes and read again
 * then (decision 014).
 */
export function tutorialIndexOf(
  { readAtOneInstant, publicCache }: TutorialReads,
  lang: Language,
): Promise<TutorialIndex> {
  return publicCache.snapshot(`tutorials ${lang}`, () => readTutorialIndex(readAtOneInstant, lang));
}

/** Every post and category of `lang`, in the list's order, read at one instant and indexed. */
async function readTutorialIndex(readAtOneInstant: ReadAtOneInstant, lang: Language): Promise<TutorialIndex> {
  const [categoryRows, postRows] = await readAtOneInstant(async (instant) => [
    await instant
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.lang, lang))
      .orderBy(asc(categories.name)),
    await instant
      .select({
        id: posts.id,
        title: posts.title,
        shortDescription: posts.shortDescription,
        videoId: posts.videoId,
        categorySlug: categories.slug,
        categoryId: posts.categoryId,
        cursor: sql<string>`(extract(epoch from ${posts.createdAt}) * 1000000)::bigint || '_' || ${posts.id}`,
      })
      .from(posts)
      .innerJoin(categories, eq(posts.categoryId, categories.id))
      .where(eq(posts.lang, lang))
      .orderBy(asc(posts.createdAt), asc(posts.id)),
  ]);
  return buildTutorialIndex(categoryRows, postRows);
}
