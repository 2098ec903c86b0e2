import { type Language, TUTORIALS_PAGE_SIZE, type TutorialsResponse } from '@oneclick/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { tutorialColumns } from './queries.js';

/**
 * A page of the tutorials of one language, oldest first, with its categories: the posts after
 * `after` (a cursor from the page before) whose title or category name contains `q`. Read by
 * keyset on the (lang, created_at, id) index, so the hundredth page costs what the first does; a
 * search reads the title's trigram index, so a word that matches nothing costs no scan.
 */
export async function listTutorials(
  db: Database,
  query: { lang: Language; q?: string; after?: string },
): Promise<TutorialsResponse> {
  const { lang, q, after } = query;
  const search = q ? containsPattern(q) : undefined;
  const categoriesRead = db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      matches: search ? sql<boolean>`${ilike(categories.name, search)}` : sql<boolean>`false`,
    })
    .from(categories)
    .where(eq(categories.lang, lang))
    .orderBy(asc(categories.name))
    .execute();
  // A search needs the matching categories first; a page reads both at once.
  const searchCondition = search
    ? titleOrCategoryMatches(
        search,
        (await categoriesRead).filter((category) => category.matches).map((category) => category.id),
      )
    : undefined;
  const postsRead = db
    .select({
      ...tutorialColumns,
      cursor: sql<string>`(extract(epoch from ${posts.createdAt}) * 1000000)::bigint || '_' || ${posts.id}`,
    })
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(and(eq(posts.lang, lang), after ? afterCursor(after) : undefined, searchCondition))
    .orderBy(asc(posts.createdAt), asc(posts.id))
    .limit(TUTORIALS_PAGE_SIZE + 1)
    .execute();
  const [categoryRows, postRows] = await Promise.all([categoriesRead, postsRead]);
  const page = postRows.slice(0, TUTORIALS_PAGE_SIZE);
  return {
    lang,
    categories: categoryRows.map(({ slug, name }) => ({ slug, name })),
    posts: page.map(({ cursor: _cursor, ...post }) => post),
    nextCursor: postRows.length > TUTORIALS_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

/**
 * The categories that match are named by id, so that the planner sees an indexable condition on
 * posts alone: an `or` over the joined category's name made it scan every post of the language.
 */
function titleOrCategoryMatches(search: string, categoryIds: string[]): SQL | undefined {
  const title = ilike(posts.title, search);
  return categoryIds.length > 0 ? or(title, inArray(posts.categoryId, categoryIds)) : title;
}

/** Posts after the cursor `<created_at in microseconds since 1970>_<id>`. */
function afterCursor(cursor: string): SQL {
  const [micros, id] = cursor.split('_') as [string, string];
  const createdAt = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sql`(${posts.createdAt}, ${posts.id}) > (${createdAt}, ${id}::uuid)`;
}
