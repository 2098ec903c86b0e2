import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:country-options/';
const RESOLVED_PREFIX = `\0${PREFIX}`;

/** Each UI language's names in i18n-iso-countries (a country may have several: the first is its name). */
const NAME_FILES: Record<string, string> = {
  'en-US': 'i18n-iso-countries/langs/en.json',
  vi: 'i18n-iso-countries/langs/vi.json',
  th: 'i18n-iso-countries/langs/th.json',
};

const require = createRequire(import.meta.url);

/** Every country of the language's file, by its code, sorted by its name with the language's collation. */
async function sortedOptions(language: string): Promise<{ value: string; label: string }[]> {
  const file = NAME_FILES[language];
  if (!file) throw new Error(`No country names for the language ${language}`);
  const { countries } = JSON.parse(await readFile(require.resolve(file), 'utf8')) as {
    countries: Record<string, string | string[]>;
  };
  const collator = new Intl.Collator(language);
  return Object.entries(countries)
    .map(([code, names]) => ({ value: code, label: Array.isArray(names) ? names[0]! : names }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * `virtual:country-options/<language>`: the country select's options, sorted when the app is
 * built. Sorted in the browser, they held a phone's main thread in a long task of their own
 * (the browser builds a language's collation rules at first use) while the page was taken over.
 */
export function countryOptions(): Plugin {
  return {
    name: 'oneclick:country-options',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const options = await sortedOptions(id.slice(RESOLVED_PREFIX.length));
      return `export default ${JSON.stringify(options)};`;
    },
  };
}
