import type { Language } from '@oneclick/shared';

/** A month (`YYYY-MM`) in the reader's language: "Nov" (short) or "November 2026" (long). */
export function formatMonth(month: string, language: Language, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(language, {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A calendar date (`YYYY-MM-DD`) in the reader's language, e.g. "August 12, 2022". */
export function formatCalendarDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An instant in the reader's language and time zone, to the minute. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A country's name in the reader's language, from its ISO code ("VN" → "Vietnam"). */
export function formatCountry(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** A count in the reader's language, with its digits grouped: "100,000", "100.000". */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A file's size in the reader's language: "1.4 MB", "820 kB". */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
