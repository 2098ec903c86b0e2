import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function messages(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

// Decision D6b: the spec's meaning with the spelling fixed, and no SDK the portal does not use.
describe('English wording of the spec’s messages', () => {
  it('spells the reseller form’s required-field messages right', () => {
    expect(messages('en-US', 'validation')).toMatchObject({
      APPLICANT_NAME_REQUIRED: 'Your name must not be blank',
      APPLICANT_EMAIL_REQUIRED: 'Your e-mail must not be blank',
      APPLICANT_COUNTRY_REQUIRED: 'Your country must be selected',
    });
  });

  it('says PayPal could not be reached, in every language without an SDK', () => {
    const reasons = (language: string) => messages(language, 'api-errors').reasons as Record<string, string>;
    expect(reasons('en-US').PAYPAL_UNREACHABLE).toMatch(/^PayPal could not be reached/);
    for (const language of ['en-US', 'vi', 'th']) expect(reasons(language).PAYPAL_UNREACHABLE).not.toMatch(/SDK/);
  });
});

/** Every string of a language's namespaces, with the key it sits under. */
function allStrings(language: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
  };
  const dir = path.join(import.meta.dirname, language);
  for (const file of readdirSync(dir)) walk(messages(language, file.replace(/\.json$/, '')), file);
  return out;
}

describe('one word for one thing', () => {
  it('calls a receipt "biên lai" everywhere in Vietnamese', () => {
    expect(allStrings('vi').filter(([, text]) => /biên nhận/i.test(text))).toEqual([]);
    expect(allStrings('vi').filter(([, text]) => /biên lai/i.test(text)).length).toBeGreaterThan(5);
  });
});
