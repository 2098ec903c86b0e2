import { describe, expect, it } from 'vitest';
import { monthsAndDays } from './months-and-days.js';

describe('monthsAndDays', () => {
  it('takes a calendar year as twelve whole months and no days', () => {
    expect(monthsAndDays('2026-01-01', '2026-12-31')).toEqual({
      months: { first: '2026-01-01', last: '2026-12-01' },
      days: [],
    });
  });

  it('keeps the partial days at either end, across a year change and a leap February', () => {
    expect(monthsAndDays('2027-12-15', '2028-03-10')).toEqual({
      months: { first: '2028-01-01', last: '2028-02-01' },
      days: [
        { from: '2027-12-15', to: '2027-12-31' },
        { from: '2028-03-01', to: '2028-03-10' },
      ],
    });
    expect(monthsAndDays('2028-02-01', '2028-02-29').days).toEqual([]);
    expect(monthsAndDays('2028-02-01', '2028-02-28')).toEqual({
      months: null,
      days: [{ from: '2028-02-01', to: '2028-02-28' }],
    });
  });

  it('counts a range within one month, or across two without a whole one, by its days', () => {
    expect(monthsAndDays('2026-11-01', '2026-11-27')).toEqual({
      months: null,
      days: [{ from: '2026-11-01', to: '2026-11-27' }],
    });
    expect(monthsAndDays('2026-11-20', '2026-12-05')).toEqual({
      months: null,
      days: [{ from: '2026-11-20', to: '2026-12-05' }],
    });
    expect(monthsAndDays('2026-11-30', '2026-12-31')).toEqual({
      months: { first: '2026-12-01', last: '2026-12-01' },
      days: [{ from: '2026-11-30', to: '2026-11-30' }],
    });
  });
});
