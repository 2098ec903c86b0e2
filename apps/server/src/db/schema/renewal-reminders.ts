import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The renewal reminders sent, one per account, plan end and stage (30, 7 or 1 days before, 0 on
 * the day): the unique key is what makes each go once, whichever process runs the job. A plan
 * whose end moves (a renewal, an admin) starts afresh under its new date.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }).notNull(),
    stage: smallint('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('renewal_reminders_once').on(t.userId, t.planEndsAt, t.stage),
    check('renewal_reminders_stage', sql`${t.stage} in (30, 7, 1, 0)`),
  ],
);
