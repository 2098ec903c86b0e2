import type { Language } from './languages.js';

/** An editor may edit every language (`admin`) or one. Thai is spelled `TH` in scopes, as in the CMS. */
export const EDITOR_SCOPES = ['admin', 'vi', 'en-US', 'TH'] as const;
export type EditorScope = (typeof EDITOR_SCOPES)[number];

export function isEditorScope(value: unknown): value is EditorScope {
  return typeof value === 'string' && (EDITOR_SCOPES as readonly string[]).includes(value);
}

export function editorScopeCovers(scope: EditorScope | null, language: Language): boolean {
  if (scope === null) return false;
  if (scope === 'admin') return true;
  return scope === (language === 'th' ? 'TH' : language);
}
