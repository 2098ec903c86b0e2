import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type TokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'login_link'
  | 'setup_admin'
  | 'oauth_state'
  | 'second_factor'
  | 'second_factor_setup'
  | 'webauthn_challenge';

/**
 * Single-use links (e-mail verification, password reset, first admin), OAuth states, a login's
 * pending second step and WebAuthn challenges; stored hashed.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
