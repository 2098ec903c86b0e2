/** What may separate the digits of a tax code as accountants type it: spaces, dots, dashes. */
const SEPARATORS = /[\s.\u2010-\u2015-]/g;

/** The weights of the first nine digits of a Vietnamese tax code; the tenth is their check digit. */
const CHECK_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];

function checkDigitHolds(digits: string): boolean {
  const total = CHECK_WEIGHTS.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
  return 10 - (total % 11) === Number(digits[9]);
}

/**
 * A Vietnamese tax code (mã số thuế) in its canonical form, or null when it is not one: 10
 * digits (an enterprise or organisation, the tenth a check digit over the first nine), or 13
 * for a dependent unit, written as the parent's 10 digits, a dash and the unit's 001 to 999
 * (`0100109106-001`). Spaces, dots and dashes between the digits are accepted and dropped, so
 * `0100 109 106`, `0100.109.106` and `0100109106001` are the same code.
 */
export function normalizeTaxCode(typed: string): string | null {
  const digits = typed.trim().replace(SEPARATORS, '');
  if (!/^(\d{10}|\d{13})$/.test(digits) || !checkDigitHolds(digits)) return null;
  if (digits.length === 10) return digits;
  const unit = digits.slice(10);
  return unit === '000' ? null : `${digits.slice(0, 10)}-${unit}`;
}

/** The calendar year an instant falls in, in the business's time zone: the receipt numbering's year. */
export function receiptYear(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at));
}

/** A receipt number as printed: the year, a dash and the year's sequence, six digits at least (`2026-000123`). */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
