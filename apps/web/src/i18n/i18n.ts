import { LANGUAGE_COOKIE, type Language, LANGUAGES, parseLanguage } from '@oneclick/shared';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage-keys';

type Messages = Record<string, unknown>;

// Each language's namespace is its own small chunk, loaded when a page needs it.
const files = import.meta.glob<Messages>('@messages/*/*.json', { import: 'default' });
const loaders = new Map(
  Object.entries(files).map(([file, load]) => {
    const [, language, namespace] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    return [`${language}/${namespace}`, load] as const;
  }),
);

const messagesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(new Error(`No messages for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, null),
    );
  },
};

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

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  i18n.on('languageChanged', (lng) => {
    // Prerendering at build time has no document.
    if (typeof document === 'undefined') return;
    document.documentElement.lang = lng;
    // The server reads the language from this cookie to send a public page already rendered in it.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  });
  await i18n
    .use(messagesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  return i18n;
}

/** Switches the UI language and remembers it under `one_language`. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

export { i18n };
