import type { Language } from '@oneclick/shared';

export interface CountryOption {
  value: string;
  label: string;
}

// Named by i18n-iso-countries and sorted when the app is built (build-plugins/country-options.ts),
// one small chunk per UI language.
const OPTION_FILES: Record<Language, () => Promise<{ default: CountryOption[] }>> = {
  'en-US': () => import('virtual:country-options/en-US'),
  vi: () => import('virtual:country-options/vi'),
  th: () => import('virtual:country-options/th'),
};

const loaded = new Map<Language, CountryOption[]>();

/**
 * The country select's options in `language`. The pages with a country select ask for them beside
 * their own chunk (app/pages.ts): asked for by the select once drawn, they came a round trip after
 * the page, its options codes until then.
 */
export async function loadCountryOptions(language: Language): Promise<CountryOption[]> {
  const { default: options } = await OPTION_FILES[language]();
  loaded.set(language, options);
  return options;
}

/** The options in `language` once they have arrived, for the select's first render. */
export function loadedCountryOptions(language: Language): CountryOption[] | undefined {
  return loaded.get(language);
}
