import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type DeviceAuthorizationStatus = 'pending' | 'approved' | 'denied' | 'issued';

/**
 * A machine's request to sign in (RFC 8628): its secret device code (stored hashed) and the
 * short user code the user types on /device; approved or denied there, then exchanged once for
 * a device token.
 */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    userCode: text('user_code').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    hostname: text('hostname').notNull(),
    os: text('os').notNull(),
    version: text('version').notNull(),
    status: text('status').$type<DeviceAuthorizationStatus>().notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    intervalSeconds: integer('interval_seconds').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_authorizations_expires_at_idx').on(t.expiresAt)],
);

export type DeviceAuthorizationRow = typeof deviceAuthorizations.$inferSelect;
