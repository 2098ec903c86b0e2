import { editorScopeCovers, type Language, LANGUAGES } from '@oneclick/shared';
import { useAuth } from '../../../lib/session';

/** The languages the signed-in editor may write in; the server checks the same rule. */
export function useEditableLanguages(): Language[] {
  const { editorScope } = useAuth();
  return LANGUAGES.filter((language) => editorScopeCovers(editorScope, language));
}
