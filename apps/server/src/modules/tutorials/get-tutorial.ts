import type { Tutorial } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { categories, posts } from '../../db/schema/index.js';
import { tutorialColumns } from './queries.js';

/** One tutorial, for a link to it that may lie beyond the pages a visitor has loaded. */
export async function getTutorial(db: Database, id: string): Promise<Tutorial> {
  const [post] = await db
    .select({ ...tutorialColumns, lang: posts.lang })
    .from(posts)
    .innerJoin(categories, eq(posts.categoryId, categories.id))
    .where(eq(posts.id, id));
  if (!post) throw new AppError('NOT_FOUND', 404, 'No such tutorial.');
  return post as Tutorial;
}
