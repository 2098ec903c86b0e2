import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../domain/audit-actions.js';
import { LANGUAGES } from '../domain/languages.js';
import { ERROR_REASONS } from '../error-reasons.js';
import { ERROR_CODES } from '../errors.js';
import { VALIDATION_CODES } from '../schemas/validation.js';

const I18N_DIR = import.meta.dirname;
const SOURCE_LANGUAGE = 'en-US';

type Messages = Record<string, unknown>;

function load(language: string, namespace: string): Messages {
  return JSON.parse(readFileSync(path.join(I18N_DIR, language, `${namespace}.json`), 'utf8')) as Messages;
}

/** Every leaf as `path -> text`; arrays count by index. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(p, text);
    }
  } else {
    out.set(prefix, `<${typeof value}>`);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys a language needs for en-US's: a plural family gets that language's own plural forms (Thai has only `_other`). */
function expectedKeys(sourceKeys: Iterable<string>, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of sourceKeys) {
    const family = key.replace(PLURAL_SUFFIX, '');
    if (family === key) keys.add(key);
    else for (const form of forms) keys.add(`${family}_${form}`);
  }
  return [...keys].sort();
}

const namespaces = readdirSync(path.join(I18N_DIR, SOURCE_LANGUAGE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('has a folder for each language with the same files', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(I18N_DIR, language)).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const source = leaves(load(SOURCE_LANGUAGE, namespace));

    it.each(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))('%s has every key, and no other', (language) => {
      const target = leaves(load(language, namespace));
      expect([...target.keys()].sort()).toEqual(expectedKeys(source.keys(), language));
    });

    it.each(LANGUAGES)('%s has no empty text and keeps the variables of en-US', (language) => {
      for (const [key, text] of leaves(load(language, namespace))) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        const english = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
        expect(variables(text), `${language}/${namespace}:${key}`).toEqual(variables(english));
      }
    });
  });

  it('translates every validation code a form field can fail with', () => {
    for (const language of LANGUAGES) {
      const validation = load(language, 'validation');
      for (const code of VALIDATION_CODES) expect(validation[code], `${language}: ${code}`).toBeTypeOf('string');
    }
  });

  it('translates every error code the API can answer', () => {
    for (const language of LANGUAGES) {
      const errors = load(language, 'api-errors').codes as Messages;
      for (const code of ERROR_CODES) expect(errors[code], `${language}: codes.${code}`).toBeTypeOf('string');
    }
  });

  it('translates every reason the API can give', () => {
    for (const language of LANGUAGES) {
      const reasons = load(language, 'api-errors').reasons as Messages;
      for (const reason of ERROR_REASONS)
        expect(reasons[reason], `${language}: reasons.${reason}`).toBeTypeOf('string');
    }
  });

  it('names every action the audit log records', () => {
    for (const language of LANGUAGES) {
      const names = leaves((load(language, 'audit-log').audit as Messages).actions);
      for (const action of AUDIT_ACTIONS) expect(names.get(action), `${language}: ${action}`).toBeTypeOf('string');
      expect([...names.keys()].sort(), `${language}: names of no action`).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});
