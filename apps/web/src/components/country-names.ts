import type { Language } from '@oneclick/shared';

export type CountryNames = Record<string, string | string[]>;

// Names from the i18n-iso-countries package, one small chunk per UI language.
const NAME_FILES: Record<Language, () => Promise<{ countries: CountryNames }>> = {
  'en-US': () => import('i18n-iso-countries/langs/en.json').then((m) => m.default),
  vi: () => import('i18n-iso-countries/langs/vi.json').then((m) => m.default),
  th: () => import('i18n-iso-countries/langs/th.json').then((m) => m.default),
};

const loaded = new Map<Language, CountryNames>();

/**
 * The country names in `language`. The pages with a country select ask for them beside their own
 * chunk (app/pages.ts): asked for by the select once drawn, they came a round trip after the page,
 * its options codes until then.
 */
export async function loadCountryNames(language: Language): Promise<CountryNames> {
  const { countries } = await NAME_FILES[language]();
  loaded.set(language, countries);
  return countries;
}

/** The names in `language` once they have arrived, for the select's first render. */
export function loadedCountryNames(language: Language): CountryNames | undefined {
  return loaded.get(language);
}
