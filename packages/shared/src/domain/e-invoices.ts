/** How the licences are taxed on the e-invoice (E_INVOICE_VAT): not subject to VAT, or a rate in percent. */
export type EInvoiceVat = 'none' | 0 | 5 | 8 | 10;

export const E_INVOICE_KINDS = ['original', 'adjustment', 'replacement'] as const;
export type EInvoiceKind = (typeof E_INVOICE_KINDS)[number];

/** queued: waiting to be sent (or for its day's exchange rate); sending: with a process now; failed: refused, needs an admin. */
export const E_INVOICE_STATUSES = ['queued', 'sending', 'issued', 'failed'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

/**
 * An amount paid, in minor units, as the invoice states it: the price paid includes the VAT
 * (decision 037), so the amount before tax is the total over 1 + the rate, rounded to the minor
 * unit, and the tax is the rest, so the two always add up to what was paid.
 */
export function splitVat(totalMinor: number, vat: EInvoiceVat): { withoutTax: number; tax: number } {
  if (vat === 'none' || vat === 0) return { withoutTax: totalMinor, tax: 0 };
  const withoutTax = Math.round((totalMinor * 100) / (100 + vat));
  return { withoutTax, tax: totalMinor - withoutTax };
}

/**
 * A Vietnamese personal identification number (số định danh cá nhân, on the citizen identity
 * card): 12 digits, spaces and dots between them dropped; null when it is not one.
 */
export function normalizePersonalId(typed: string): string | null {
  const digits = typed.trim().replace(/[\s.]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}
