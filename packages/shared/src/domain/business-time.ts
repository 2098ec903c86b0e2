import type { Language } from './languages.js';

/** The time zone whose calendar days plan ends, reminders and sales count in, unless BUSINESS_TIME_ZONE names another. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The calendar day an instant falls on in the business time zone, in the reader's language
 * ("December 4, 2026"). A plan's end reads the same on every page, in every e-mail and in the
 * reminders' count of days left, wherever the reader is.
 */
export function formatBusinessDate(at: Date | string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(at));
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the business time zone: the day orders, sales and statements count it in. */
export function businessDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}
