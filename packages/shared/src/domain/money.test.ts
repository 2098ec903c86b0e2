import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('writes whole dollars without cents and keeps cents when there are some', () => {
    expect(formatMoney(59_900, 'USD', 'en-US')).toBe('$599');
    expect(formatMoney(59_950, 'USD', 'en-US')).toBe('$599.50');
  });

  it('writes dong as whole numbers in the reader’s style', () => {
    expect(formatMoney(14_990_000, 'VND', 'vi')).toBe('14.990.000\u00a0₫');
  });
});
