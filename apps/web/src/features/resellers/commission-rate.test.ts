import { describe, expect, it } from 'vitest';
import { parseCommissionRate } from './commission-rate';

describe('parseCommissionRate', () => {
  it('accepts whole percentages from 0 to 100', () => {
    expect(parseCommissionRate(0)).toBe(0);
    expect(parseCommissionRate(20)).toBe(20);
    expect(parseCommissionRate('100')).toBe(100);
    expect(parseCommissionRate(' 15 ')).toBe(15);
  });

  it("refuses what the spec calls 'Commission is invalid'", () => {
    for (const value of ['', 'abc', -1, 101, 12.5, '1e3', '1e2', '1E1', '0x14', '12.0', '+5', '2 0', ' '])
      expect(parseCommissionRate(value), String(value)).toBe(null);
  });
});
