import { COUNTRY_CODES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('offers every country once, sorted by its name in the language', () => {
    const options = countryOptions({ VN: 'Việt Nam', TH: ['Thái Lan', 'Xiêm'], AF: 'Afghanistan' }, 'vi');
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES]);
    const named = options.filter((option) => option.label !== option.value);
    expect(named).toEqual([
      { value: 'AF', label: 'Afghanistan' },
      { value: 'TH', label: 'Thái Lan' },
      { value: 'VN', label: 'Việt Nam' },
    ]);
  });

  it('sorts by the language’s rules, not by code points', () => {
    const options = countryOptions({ AX: 'Åland Islands', AT: 'Austria', ZW: 'Zimbabwe' }, 'en-US');
    const labels = options.map((option) => option.label).filter((label) => label.length > 2);
    expect(labels).toEqual(['Åland Islands', 'Austria', 'Zimbabwe']);
  });
});
