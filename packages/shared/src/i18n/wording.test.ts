import { readFileSync } from 'node:fs';
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
