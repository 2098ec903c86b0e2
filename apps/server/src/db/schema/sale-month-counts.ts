import { bigint, check, date, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** Of `count`, the activations that renewed a plan (`sale_records.renewed_plan_ends_at` set). */
    renewals: integer('renewals').notNull().default(0),
  },
  (t) => [unique('sale_month_counts_key').on(t.month, t.accountType, t.resellerId).nullsNotDistinct()],
);

/**
 * The money of paid orders (paid or fulfilled) summed by the calendar month of paid_at in the
 * business's time zone and currency, kept by a trigger on orders, for Summary Sale's revenue.
 */
export const revenueMonthSums = pgTable(
  'revenue_month_sums',
  {
    /** The month's first day in the business's time zone. */
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of `currency`, as orders.amount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [unique('revenue_month_sums_key').on(t.month, t.currency)],
);

/** The time zone the month counts and sums were made in; one row, written when the server starts. */
export const saleMonthCountsZone = pgTable(
  'sale_month_counts_zone',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('sale_month_counts_zone_one_row', sql`${t.id} = 1`)],
);
