/** What may separate the digits of a phone number as people type it. */
const SEPARATORS = /[\s().-]/g;

/**
 * A phone number in international form, as resellers anywhere can be called back on:
 * an optional leading +, then 8 to 15 digits (E.164 allows at most 15), spaces, dots,
 * dashes and brackets allowed between them. Returns it without separators, or null.
 */
export function normalizePhone(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  return /^\+?[0-9]{8,15}$/.test(compact) ? compact : null;
}
