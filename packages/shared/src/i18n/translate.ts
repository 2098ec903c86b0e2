/** One namespace's messages, as in `i18n/<language>/<namespace>.json`. */
export type Messages = { readonly [key: string]: unknown };

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, …) by the language's rules; also a variable. */
  count?: number;
  /** The text when no namespace has the key; its variables are filled too. */
  defaultValue?: string;
  /** Gives the object or list under the key, every text in it filled, instead of one text. */
  returnObjects?: boolean;
  [variable: string]: unknown;
}

/** A message by key, bound to a language and namespaces (the web's `useTranslation` types its keys). */
export interface TFunction<Key extends string = string> {
  (key: Key, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: Key, options?: TranslateOptions): string;
}

/** `{{name}}` replaced by the value of `name`; a variable without a value becomes empty. */
export function fill(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    // Callers format what they pass (money, dates, counts); a plain String() of the rest is the contract.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(messages: Messages | undefined, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

function fillAll(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === 'string') return fill(value, options);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, options));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, options)]));
  }
  return value;
}

/**
 * The text for a dotted key (`machines.seats`), from the first of the namespaces that has it, its
 * variables filled. With a count, the plural form the language's rules pick comes first, then the
 * bare key. A key that no namespace has gives the default value, or else the key itself, so that a
 * missing message shows up on the page rather than as a blank.
 */
export function translate(
  language: string,
  namespaces: readonly (Messages | undefined)[],
  key: string,
  options: TranslateOptions = {},
): unknown {
  const paths = options.count === undefined ? [key] : [`${key}_${pluralCategory(language, options.count)}`, key];
  for (const messages of namespaces) {
    for (const path of paths) {
      const value = lookup(messages, path);
      if (typeof value === 'string') return fill(value, options);
      if (value !== undefined && value !== null && options.returnObjects) return fillAll(value, options);
    }
  }
  return options.defaultValue === undefined ? key : fill(options.defaultValue, options);
}
