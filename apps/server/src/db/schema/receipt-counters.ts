import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The last receipt number given in each calendar year (business time zone). Updated in the
 * transaction that marks an order paid, so a rollback gives the number back and two payments
 * at once wait for each other: no gap, no repeat (a sequence would skip on rollback).
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    year: smallint('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('receipt_counters_positive', sql`${t.lastNumber} > 0`)],
);
