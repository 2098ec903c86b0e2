import { COUNTRY_CODES, type Language } from '@oneclick/shared';

export type CountryNames = Record<string, string | string[]>;

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Every ISO 3166 country, named and sorted in `language`. A module of its own, loaded beside the
 * names (load-country-options.ts): the codes and the sort stay out of every page's JavaScript, and
 * the sort, whose collation rules the browser builds at first use, runs before the page's render.
 */
export function countryOptions(names: CountryNames, language: Language): CountryOption[] {
  const nameOf = (code: string) => {
    const name = names[code];
    return (Array.isArray(name) ? name[0] : name) ?? code;
  };
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
