/** UI languages. The CMS and editor scopes spell Thai `TH`; both spellings are accepted. */
export const LANGUAGES = ['vi', 'en-US', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-US';
/** The spec's translation helper falls back to Vietnamese for values it does not know. */
export const FALLBACK_LANGUAGE: Language = 'vi';

const ALIASES: Record<string, Language> = {
  vi: 'vi',
  'en-us': 'en-US',
  th: 'th',
  thai: 'th',
};

/** Reads a stored or requested language: none gives the default, an unknown value gives Vietnamese. */
export function parseLanguage(value: string | null | undefined): Language {
  if (value === null || value === undefined || value === '') return DEFAULT_LANGUAGE;
  return ALIASES[value.toLowerCase()] ?? FALLBACK_LANGUAGE;
}

/**
 * The cookie that carries the visitor's language (the same name as the local-storage key
 * `one_language`) so the server can send a public page already rendered in it.
 */
export const LANGUAGE_COOKIE = 'one_language';
