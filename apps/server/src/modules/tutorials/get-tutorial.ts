import { LANGUAGES, type Tutorial } from '@oneclick/shared';
import { AppError } from '../../app-error.js';
import { tutorialById } from './tutorial-index.js';
import { tutorialIndexOf, type TutorialReads } from './read-tutorial-index.js';

/**
 * One tutorial, for a link to it that may lie beyond the pages a visitor has loaded, in whichever
 * language it was written: found in the languages' indexes, so a link costs no database read.
 */
export async function getTutorial(reads: TutorialReads, id: string): Promise<Tutorial> {
  const indexes = await Promise.all(LANGUAGES.map((lang) => tutorialIndexOf(reads, lang)));
  for (const [at, index] of indexes.entries()) {
    const post = tutorialById(index, id);
    if (post) return { ...post, lang: LANGUAGES[at]! };
  }
  throw new AppError('NOT_FOUND', 404, 'No such tutorial.');
}
