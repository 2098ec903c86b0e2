import { type Language, type TFunction, type TranslateOptions, translate } from '@oneclick/shared';
import { useMemo } from 'react';
import { loadNamespace, messagesOf } from './i18n';
import type { Namespace, TranslationKey } from './translation-keys';
import { useLanguage } from './use-language';

/** Loads that failed since a component last asked, by `language/namespace`. */
const failures = new Map<string, unknown>();

/**
 * Suspends the rendering component until a namespace has loaded, by throwing the load. Not
 * `use()`: React replays a component that suspended in `use` and expects the same calls again,
 * which a namespace loaded meanwhile skips (React #467, recovered as #520); a thrown promise makes
 * it render afresh. A failed load is thrown as its error on the next render, so the route's error
 * boundary offers a retry, which loads it again.
 */
function suspendUntilLoaded(language: Language, namespace: string): never {
  const key = `${language}/${namespace}`;
  const error = failures.get(key);
  if (error !== undefined) {
    failures.delete(key);
    throw error;
  }
  throw loadNamespace(namespace, language).catch((failure: unknown) => {
    failures.set(key, failure ?? new Error(`Loading ${key} failed.`));
  });
}

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
export function useTranslation<Names extends Namespace = 'common'>(
  namespaces: Names | readonly Names[] = 'common' as Names,
): { t: TFunction<TranslationKey<Names>> } {
  const language = useLanguage();
  const names: readonly string[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const namespace of names) {
    if (!messagesOf(language, namespace)) suspendUntilLoaded(language, namespace);
  }
  // The names, not the array (a new one each render), decide when t changes.
  const key = names.join(',');
  const t = useMemo(() => translator(language, key.split(',')), [language, key]);
  return { t };
}
