import { type SQL, sql } from 'drizzle-orm';

/** The instant a business day (YYYY-MM-DD) begins in the business's time zone. */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${timeZone}`;
}
