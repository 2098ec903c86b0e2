import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it('accepts international and national numbers as people type them', () => {
    expect(normalizePhone('+84 912 345 678')).toBe('+84912345678');
    expect(normalizePhone('(+66) 81-234-5678')).toBe('+66812345678');
    expect(normalizePhone('0912.345.678')).toBe('0912345678');
    expect(normalizePhone(' +1 (415) 555-0100 ')).toBe('+14155550100');
  });

  it('refuses what cannot be dialled', () => {
    for (const typed of [
      '',
      '12345',
      '+',
      'call me',
      '+84 912 abc 678',
      '1234567890123456',
      '++84912345678',
      '84+912345678',
    ]) {
      expect(normalizePhone(typed), typed).toBe(null);
    }
  });
});
