import { describe, expect, it } from 'vitest';
import { roundedEstimate } from './page-total.js';

describe('an estimated total', () => {
  it('keeps two significant figures', () => {
    expect(roundedEstimate(10_001)).toBe(10_000);
    expect(roundedEstimate(123_456)).toBe(120_000);
    expect(roundedEstimate(125_000)).toBe(130_000);
    expect(roundedEstimate(1_049_999)).toBe(1_000_000);
  });

  it('leaves a small number whole', () => {
    expect(roundedEstimate(99.6)).toBe(100);
    expect(roundedEstimate(42)).toBe(42);
  });
});
