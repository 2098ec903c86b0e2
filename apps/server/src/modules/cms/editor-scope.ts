import { editorScopeCovers, type Language, LANGUAGES, type SessionUser } from '@oneclick/shared';
import { AppError } from '../../app-error.js';

/** The languages an editor may see and change. */
export function editableLanguages(user: SessionUser): Language[] {
  return LANGUAGES.filter((language) => editorScopeCovers(user.editor, language));
}

/** Refuses a change to content outside the editor's languages. */
export function assertCanEdit(user: SessionUser, ...languages: string[]): void {
  for (const language of languages) {
    if (!editorScopeCovers(user.editor, language as Language)) {
      throw new AppError('FORBIDDEN', 403, `Your editor scope does not cover ${language === 'th' ? 'TH' : language}.`);
    }
  }
}
