import { DEFAULT_BUSINESS_TIME_ZONE } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { recentMonths } from './recent-months';

describe('recentMonths', () => {
  it('starts from the month of the business time zone, not the browser’s', () => {
    const halfPastMidnightInSaigon = new Date('2026-11-30T17:30:00.000Z');
    expect(recentMonths(halfPastMidnightInSaigon, DEFAULT_BUSINESS_TIME_ZONE)[0]).toBe('2026-12');
    expect(recentMonths(halfPastMidnightInSaigon, 'UTC')[0]).toBe('2026-11');
  });

  it('offers twelve months, newest first, across the year', () => {
    expect(recentMonths(new Date('2027-01-10T05:00:00.000Z'), DEFAULT_BUSINESS_TIME_ZONE)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
    ]);
  });
});
