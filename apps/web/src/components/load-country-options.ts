import type { Language } from '@oneclick/shared';
import type { CountryNames, CountryOption } from './country-options';

// Names from the i18n-iso-countries package, one small chunk per UI language.
const NAME_FILES: Record<Language, () => Promise<{ countries: CountryNames }>> = {
  'en-US': () => import('i18n-iso-countries/langs/en.json').then((m) => m.default),
  vi: () => import('i18n-iso-countries/langs/vi.json').then((m) => m.default),
  th: () => import('i18n-iso-countries/langs/th.json').then((m) => m.default),
};

const loaded = new Map<Language, CountryOption[]>();

/**
 * The country select's options in `language`. The pages with a country select ask for them beside
 * their own chunk (app/pages.ts): asked for by the select once drawn, they came a round trip after
 * the page, its options codes until then; sorted in the select's render, they held the hydrating
 * render 44-51 ms on a slow phone.
 */
export async function loadCountryOptions(language: Language): Promise<CountryOption[]> {
  const [{ countries }, { countryOptions }] = await Promise.all([NAME_FILES[language](), import('./country-options')]);
  const options = countryOptions(countries, language);
  loaded.set(language, options);
  return options;
}

/** The options in `language` once they have arrived, for the select's first render. */
export function loadedCountryOptions(language: Language): CountryOption[] | undefined {
  return loaded.get(language);
}
