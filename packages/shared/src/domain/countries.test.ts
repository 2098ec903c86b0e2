import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries.js';

describe('COUNTRY_CODES', () => {
  it('is the ISO 3166 list of the maintained i18n-iso-countries package', () => {
    expect([...COUNTRY_CODES]).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
  });
});
