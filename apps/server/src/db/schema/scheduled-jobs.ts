import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: the lease that lets one process at a time run it (taken with
 * `for update skip locked`, decision 028) and when it last ran to the end.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull().defaultNow(),
  leasedBy: text('leased_by'),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
});
