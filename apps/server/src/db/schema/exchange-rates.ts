import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Dong per US dollar on a business day, as the admins keep it: a USD order's e-invoice states
 * the rate of the day it was paid (decision 037), and waits while that day has none.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    vndPerUsd: integer('vnd_per_usd').notNull(),
    setById: uuid('set_by_id').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.vndPerUsd} > 0`)],
);
