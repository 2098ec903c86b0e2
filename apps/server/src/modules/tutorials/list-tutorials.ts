import { type Language, TUTORIALS_PAGE_SIZE, type TutorialsResponse } from '@oneclick/shared';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { tutorialColumns } from './queries.js';

/**
 * A page of the tutorials of one language, oldest first, with its categories: the posts after
 * `after` (a cursor from the page before) whose title or category name contains `q`. Read by
 * keyset on the (lang, created_at, id) index, so the hundredth page costs what the first does.
 */
export async function listTutorials(
  db: Database,
  query: { lang: Language; q?: string; after?: string },
): Promise<TutorialsResponse> {
  const { lang, q, after } = query;
  const search = q ? containsPattern(q) : undefined;
  const [categoryRows, postRows] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.lang, lang))
      .orderBy(asc(categories.name)),
    db
      .select({
        ...tutorialColumns,
        cursor: sql<string>`(extract(epoch from ${posts.createdAt}) * 1000000)::bigint || '_' || ${posts.id}`,
      })
      .from(posts)
      .innerJoin(categories, eq(posts.categoryId, categories.id))
      .where(
        and(
          eq(posts.lang, lang),
          after ? afterCursor(after) : undefined,
          search ? or(ilike(posts.title, search), ilike(categories.name, search)) : undefined,
        ),
      )
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(TUTORIALS_PAGE_SIZE + 1),
  ]);
  const page = postRows.slice(0, TUTORIALS_PAGE_SIZE);
  return {
    lang,
    categories: categoryRows,
    posts: page.map(({ cursor: _cursor, ...post }) => post),
    nextCursor: postRows.length > TUTORIALS_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

/** Posts after the cursor `<created_at in microseconds since 1970>_<id>`. */
function afterCursor(cursor: string): SQL {
  const [micros, id] = cursor.split('_') as [string, string];
  const createdAt = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sql`(${posts.createdAt}, ${posts.id}) > (${createdAt}, ${id}::uuid)`;
}
