import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, type Messages, parseLanguage } from '@oneclick/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage-keys';

// Each language's namespace is its own small chunk, loaded when a page needs it. The table of
// every chunk sits in the app shell, so each entry's length counts on every page: keyed from the
// messages' folder (`./vi/orders.json`), and the JSON's default export taken where it loads
// rather than in every entry.
const files = import.meta.glob<{ default: Messages }>('./*/*.json', {
  base: '../../../../packages/shared/src/i18n',
});

/** The messages loaded so far, by `language/namespace`. */
const loaded = new Map<string, Messages>();
/** The loads under way or done, so that every caller (and React's `use`) gets the same promise. */
const loading = new Map<string, Promise<void>>();
/** Every namespace a page has asked for: a change of language loads them all before it shows. */
const wanted = new Set<string>(['common']);
const listeners = new Set<() => void>();
let language: Language = DEFAULT_LANGUAGE;
/** The language last asked for: a slower switch asked for before it must not win. */
let requested: Language = DEFAULT_LANGUAGE;

export function messagesOf(lang: Language, namespace: string): Messages | undefined {
  return loaded.get(`${lang}/${namespace}`);
}

/** The load of one namespace's messages in a language; the same promise for every caller. */
function loadMessages(lang: Language, namespace: string): Promise<void> {
  const key = `${lang}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = files[`./${key}.json`];
    promise = load
      ? load().then(
          (module) => void loaded.set(key, module.default),
          (error: unknown) => {
            // A failed download is tried again by the next caller.
            loading.delete(key);
            throw error;
          },
        )
      : Promise.reject(new Error(`No messages for ${key}`));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads a namespace in a language (the current one unless told), and in any language the visitor
 * switches to later. The same promise for every caller until it settles, as React's `use` needs.
 */
export function loadNamespace(namespace: string, lang: Language = language): Promise<void> {
  wanted.add(namespace);
  return loadMessages(lang, namespace);
}

export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(namespace)));
}

export function currentLanguage(): Language {
  return language;
}

/** Calls the listener whenever the language changes; gives back the way to stop. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language cookie's value, which the server also reads (null on the server, or without one). */
function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

/** The visitor's language: remembered in local storage, or else in the cookie (storage may be off). */
export function storedLanguage(): Language {
  return parseLanguage(readStorage(STORAGE_KEYS.language) ?? cookieLanguage());
}

/** Shows the app in a language once every namespace asked for so far is loaded in it, so nothing suspends. */
export async function initI18n(next: Language = storedLanguage()): Promise<void> {
  requested = next;
  await Promise.all([...wanted].map((namespace) => loadMessages(next, namespace)));
  if (requested !== next) return;
  language = next;
  // Prerendering at build time has no document.
  if (typeof document !== 'undefined') {
    // Only when it changes: set, even to the value a prerendered page has, it makes the browser
    // restyle every element of the page (their :lang() may have changed) while the app boots.
    if (document.documentElement.lang !== next) document.documentElement.lang = next;
    // The server reads the language from this cookie to send a public page already rendered in it.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(next)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  for (const listener of listeners) listener();
}

/** Switches the UI language and remembers it under `one_language`. */
export async function changeLanguage(next: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, next);
  await initI18n(next);
}
