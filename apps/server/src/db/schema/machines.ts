import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A machine the extension runs on; it holds one of the account's seats until it is released. */
export const machines = pgTable(
  'machines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    hostname: text('hostname').notNull(),
    os: text('os').notNull(),
    version: text('version').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One seat per machine: activating the same fingerprint again is the same seat.
    uniqueIndex('machines_active_fingerprint_idx')
      .on(t.userId, t.fingerprint)
      .where(sql`${t.releasedAt} is null`),
    index('machines_user_idx').on(t.userId),
  ],
);

export type MachineRow = typeof machines.$inferSelect;
