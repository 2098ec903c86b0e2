import { check, date, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Sale records counted by calendar month in the business's time zone, package and reseller
 * (null: direct), kept by a trigger on sale_records so Summary Sale adds up a few hundred rows
 * however many sales there are (decision 013).
 */
export const saleMonthCounts = pgTable(
  'sale_month_counts',
  {
    /** The month's first day in the business's time zone. */
    month: date('month').notNull(),
    accountType: smallint('account_type').notNull(),
    resellerId: uuid('reseller_id'),
    count: integer('count').notNull(),
  },
  (t) => [unique('sale_month_counts_key').on(t.month, t.accountType, t.resellerId).nullsNotDistinct()],
);

/** The time zone the month counts were made in; one row, written when the server starts. */
export const saleMonthCountsZone = pgTable(
  'sale_month_counts_zone',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('sale_month_counts_zone_one_row', sql`${t.id} = 1`)],
);
