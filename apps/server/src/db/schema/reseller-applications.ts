import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Applications from /be_reseller; at most one waits per address, decided ones stay as history. */
export const resellerApplications = pgTable(
  'reseller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased, like users.email, which approval looks it up by. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    message: text('message'),
    language: text('language').notNull(),
    status: text('status').notNull().default('pending'),
    commissionRate: integer('commission_rate'),
    declineReason: text('decline_reason'),
    /** The account that became a reseller on approval. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_applications_pending_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('reseller_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    check('reseller_applications_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('reseller_applications_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'reseller_applications_decided',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
        and (${t.status} = 'approved') = (${t.commissionRate} is not null)
        and (${t.status} = 'declined') = (${t.declineReason} is not null)`,
    ),
    check(
      'reseller_applications_commission_range',
      sql`${t.commissionRate} is null or ${t.commissionRate} between 0 and 100`,
    ),
  ],
);

export type ResellerApplicationRow = typeof resellerApplications.$inferSelect;
