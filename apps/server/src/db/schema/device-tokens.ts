import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What a signed-in machine presents as its bearer token: bound to a user and a fingerprint, stored hashed. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its sign-in or the machine's latest licence call: DEVICE_TOKEN_IDLE_DAYS later the token expires. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the machine's seat is freed or the password changes: the machine must sign in again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('device_tokens_user_fingerprint_idx').on(t.userId, t.fingerprint)],
);

export type DeviceTokenRow = typeof deviceTokens.$inferSelect;
