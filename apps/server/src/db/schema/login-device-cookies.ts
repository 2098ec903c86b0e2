import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Browsers that have signed in to an account with its password (OWASP's device cookies): the
 * cookie holds a random token bound to one user; only its SHA-256 is stored.
 */
export const loginDeviceCookies = pgTable(
  'login_device_cookies',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_device_cookies_user_idx').on(t.userId)],
);
