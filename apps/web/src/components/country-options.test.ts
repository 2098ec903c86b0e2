import { COUNTRY_CODES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import english from 'virtual:country-options/en-US';
import thai from 'virtual:country-options/th';
import vietnamese from 'virtual:country-options/vi';

describe('the country options, sorted at build time', () => {
  it.each([
    ['en-US', english],
    ['vi', vietnamese],
    ['th', thai],
  ])('offer every country once in %s, named and sorted by the language’s rules', (language, options) => {
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES]);
    expect(options.every((option) => option.label !== '' && option.label !== option.value)).toBe(true);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
  });

  it('sort by the language, not by code points', () => {
    const labels = english.map((option) => option.label);
    expect(labels.indexOf('Åland Islands')).toBeLessThan(labels.indexOf('Austria'));
    expect(vietnamese.find((option) => option.value === 'VN')?.label).toBe('Việt Nam');
  });
});
