import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The resellers' weekly renewals digests sent, one per reseller and week (its Monday in the business's time zone). */
export const resellerDigests = pgTable(
  'reseller_digests',
  {
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekOf: date('week_of').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.weekOf] })],
);
