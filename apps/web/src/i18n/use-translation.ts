import { type Language, type TFunction, type TranslateOptions, translate } from '@oneclick/shared';
import { use, useMemo } from 'react';
import { loadNamespace, messagesOf } from './i18n';
import { useLanguage } from './use-language';

/** A settled promise React reads without suspending (it honours a thenable's `status`). */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Looks a key up in the namespaces given, or in the one its `namespace:` prefix names. */
function translator(language: Language, namespaces: readonly string[]): TFunction {
  return ((key: string, options?: TranslateOptions) => {
    const colon = key.indexOf(':');
    const [names, path] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
    const sources = names.map((namespace) => messagesOf(language, namespace));
    return translate(language, sources, path, options);
  }) as TFunction;
}

/**
 * The messages of one or more namespaces (the first is searched first) in the visitor's language.
 * The component suspends while a namespace is still loading, and renders again when the language
 * changes.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction } {
  const language = useLanguage();
  const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const namespace of names) {
    // `use` on every render, loaded or not: React replays a component that suspended here and
    // expects the same calls, or the hooks after this one fail (React #467, recovered as #520).
    use(messagesOf(language, namespace) ? LOADED : loadNamespace(namespace, language));
  }
  // The names, not the array (a new one each render), decide when t changes.
  const key = names.join(',');
  const t = useMemo(() => translator(language, key.split(',')), [language, key]);
  return { t };
}
