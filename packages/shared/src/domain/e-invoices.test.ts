import { describe, expect, it } from 'vitest';
import { normalizePersonalId, splitVat } from './e-invoices.js';

describe('splitVat', () => {
  it('takes the tax out of the price paid, the two adding up to it to the minor unit', () => {
    expect(splitVat(11_000_000, 10)).toEqual({ withoutTax: 10_000_000, tax: 1_000_000 });
    expect(splitVat(59_900, 8)).toEqual({ withoutTax: 55_463, tax: 4_437 });
    expect(splitVat(1, 5)).toEqual({ withoutTax: 1, tax: 0 });
    for (const total of [1, 99, 59_900, 7_990_000, 123_456_789]) {
      for (const vat of [5, 8, 10] as const) {
        const { withoutTax, tax } = splitVat(total, vat);
        expect(withoutTax + tax).toBe(total);
        expect(Math.abs(withoutTax * (vat / 100) - tax)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('charges no tax when the licences are not subject to VAT or taxed at 0 %', () => {
    expect(splitVat(7_990_000, 'none')).toEqual({ withoutTax: 7_990_000, tax: 0 });
    expect(splitVat(7_990_000, 0)).toEqual({ withoutTax: 7_990_000, tax: 0 });
  });
});

describe('normalizePersonalId', () => {
  it('takes 12 digits, with spaces or dots between them', () => {
    expect(normalizePersonalId('079 203 012 345')).toBe('079203012345');
    expect(normalizePersonalId('079.203.012.345')).toBe('079203012345');
  });

  it('refuses anything else', () => {
    for (const typed of ['', '07920301234', '0792030123456', '07920301234a', '079-203-012-345']) {
      expect(normalizePersonalId(typed), typed).toBeNull();
    }
  });
});
