import { describe, expect, it } from 'vitest';
import { businessDay, DEFAULT_BUSINESS_TIME_ZONE, formatBusinessDate } from './business-time.js';

describe('formatBusinessDate', () => {
  it('gives the day in the business time zone, not in UTC: 20:00 UTC is already the next day in Vietnam', () => {
    const end = '2026-12-03T20:00:00.000Z';
    expect(formatBusinessDate(end, 'en-US', DEFAULT_BUSINESS_TIME_ZONE)).toBe('December 4, 2026');
    expect(formatBusinessDate(new Date(end), 'en-US', 'UTC')).toBe('December 3, 2026');
  });

  it('speaks the reader’s language', () => {
    const end = '2026-12-04T03:00:00.000Z';
    expect(formatBusinessDate(end, 'vi', DEFAULT_BUSINESS_TIME_ZONE)).toBe('4 tháng 12, 2026');
    expect(formatBusinessDate(end, 'th', DEFAULT_BUSINESS_TIME_ZONE)).toBe('4 ธันวาคม 2569');
  });
});

describe('businessDay', () => {
  it('is the day in the business time zone: 17:30 UTC on 30 November is 1 December in Vietnam', () => {
    const at = new Date('2026-11-30T17:30:00.000Z');
    expect(businessDay(at, DEFAULT_BUSINESS_TIME_ZONE)).toBe('2026-12-01');
    expect(businessDay(at, 'UTC')).toBe('2026-11-30');
  });
});
