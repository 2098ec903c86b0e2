import type { Language } from '@oneclick/shared';

export function formatUsd(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export function formatVnd(dong: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'VND' }).format(dong);
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
