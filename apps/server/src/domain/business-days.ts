import { type SQL, sql } from 'drizzle-orm';

/** The instant a business day (YYYY-MM-DD) begins in the business's time zone. */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${timeZone}`;
}

/** `YYYY-MM-DD` of `now` in the business's time zone. */
export function businessDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
