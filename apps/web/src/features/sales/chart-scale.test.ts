import { describe, expect, it } from 'vitest';
import { niceStep } from './chart-scale';

describe('niceStep', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [9, 5],
    [37, 10],
    [41, 20],
    [1999, 500],
    [2001, 1000],
  ])('reaches %i in four steps of %i', (max, step) => {
    expect(niceStep(max, 4)).toBe(step);
    expect(niceStep(max, 4) * 4).toBeGreaterThanOrEqual(max);
  });
});
