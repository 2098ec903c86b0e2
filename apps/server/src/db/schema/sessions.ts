import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When this session proved a second factor (a code or a passkey); null: the password alone. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * Until when this session may set up the account's first second factor: a staff account's
     * first one needs the e-mailed setup link (or the first super admin's setup link) opened here.
     */
    secondFactorSetupUntil: timestamp('second_factor_setup_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
