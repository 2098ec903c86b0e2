import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, normalizeTaxCode, receiptYear } from './receipts.js';

describe('normalizeTaxCode', () => {
  it('keeps a 10-digit code as typed, without separators', () => {
    expect(normalizeTaxCode('0100109106')).toBe('0100109106');
    expect(normalizeTaxCode(' 0314 409 058 ')).toBe('0314409058');
    expect(normalizeTaxCode('0300.588.569')).toBe('0300588569');
    expect(normalizeTaxCode('01-0124-8141')).toBe('0101248141');
  });

  it('writes a 13-digit code as ten digits, a dash and the unit, however it was typed', () => {
    expect(normalizeTaxCode('0100109106-001')).toBe('0100109106-001');
    expect(normalizeTaxCode('0100109106001')).toBe('0100109106-001');
    expect(normalizeTaxCode('0100109106 - 001')).toBe('0100109106-001');
    expect(normalizeTaxCode('0100 109 106 001')).toBe('0100109106-001');
    expect(normalizeTaxCode('0100109106–012')).toBe('0100109106-012');
  });

  it('refuses a wrong length, letters, a wrong check digit or unit 000', () => {
    for (const typed of [
      '',
      '   ',
      '010010910',
      '01001091060',
      '010010910600',
      '01001091060011',
      '0100109107',
      '0100109106-000',
      '0100109106-01',
      'MST0100109106',
      '0100109106/001',
      '０１００１０９１０６',
    ]) {
      expect(normalizeTaxCode(typed), typed).toBeNull();
    }
  });

  it('refuses every ending of nine digits whose check would be 10 (no such code is issued)', () => {
    // The weighted sum of 000000000 is 0, and 10 - 0 is no digit; 000000001 sums to 3, so only 7 ends it.
    for (let last = 0; last <= 9; last += 1) {
      expect(normalizeTaxCode(`000000000${last}`)).toBeNull();
      expect(normalizeTaxCode(`000000001${last}`)).toBe(last === 7 ? '0000000017' : null);
    }
  });
});

describe('receiptYear', () => {
  it('counts the year in the business time zone, not in UTC', () => {
    const newYearInHanoi = new Date('2026-12-31T17:00:00Z');
    expect(receiptYear(newYearInHanoi, 'Asia/Ho_Chi_Minh')).toBe(2027);
    expect(receiptYear(newYearInHanoi, 'UTC')).toBe(2026);
    expect(receiptYear(new Date('2026-12-31T16:59:59.999Z'), 'Asia/Ho_Chi_Minh')).toBe(2026);
  });

  it('follows a time zone behind UTC too', () => {
    expect(receiptYear(new Date('2027-01-01T04:00:00Z'), 'America/New_York')).toBe(2026);
  });
});

describe('formatReceiptNumber', () => {
  it('pads the sequence to six digits after the year', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('2026-000001');
    expect(formatReceiptNumber(2026, 123)).toBe('2026-000123');
  });

  it('keeps counting past a million rather than wrapping', () => {
    expect(formatReceiptNumber(2026, 999_999)).toBe('2026-999999');
    expect(formatReceiptNumber(2026, 1_000_000)).toBe('2026-1000000');
  });
});
