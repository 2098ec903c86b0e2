import type { Language, TutorialsResponse } from '@oneclick/shared';
import { tutorialsPage } from './tutorial-index.js';
import { tutorialIndexOf, type TutorialReads } from './read-tutorial-index.js';

/**
 * A page of the tutorials of one language, oldest first, with its categories: the posts after
 * `after` (a cursor from the page before) whose title or category name contains `q`, found in the
 * language's index without a database read.
 */
export async function listTutorials(
  reads: TutorialReads,
  query: { lang: Language; q?: string; after?: string },
): Promise<TutorialsResponse> {
  return { lang: query.lang, ...tutorialsPage(await tutorialIndexOf(reads, query.lang), query) };
}
