import { describe, expect, it } from 'vitest';
import { salesRangeProblem } from './sales.js';

describe('a sales range', () => {
  it('takes a day, a month, and up to five years', () => {
    expect(salesRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(salesRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(salesRangeProblem('2021-01-01', '2025-12-31')).toBeNull();
  });

  it('refuses an end before its start, and more than five years', () => {
    expect(salesRangeProblem('2026-11-23', '2026-11-22')).toBe('RANGE_REVERSED');
    expect(salesRangeProblem('2021-01-01', '2026-01-01')).toBe('RANGE_TOO_LONG');
    expect(salesRangeProblem('2020-02-29', '2025-03-01')).toBe('RANGE_TOO_LONG');
  });
});
