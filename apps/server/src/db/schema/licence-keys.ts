import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** The spec's coupons: a package for a number of months, owned by a reseller or by no one (direct sale). */
export const licenceKeys = pgTable(
  'licence_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 16 characters of the key alphabet, upper case, no dashes. */
    code: text('code').notNull(),
    accountType: smallint('account_type').notNull(),
    months: smallint('months').notNull(),
    resellerId: uuid('reseller_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The reseller's paid order that issued it, if it was bought rather than generated. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: uuid('used_by_id').references(() => users.id, { onDelete: 'restrict' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_keys_code_idx').on(t.code),
    index('licence_keys_created_idx').on(t.createdAt, t.id),
    index('licence_keys_reseller_created_idx').on(t.resellerId, t.createdAt, t.id),
    index('licence_keys_order_idx').on(t.orderId),
    // The Resellers list counts each reseller's unused and used keys from these, without the rows.
    index('licence_keys_reseller_unused_idx')
      .on(t.resellerId)
      .where(sql`${t.usedAt} is null and ${t.deletedAt} is null`),
    index('licence_keys_reseller_used_idx')
      .on(t.resellerId)
      .where(sql`${t.usedAt} is not null`),
    check('licence_keys_code_shape', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{16}$'`),
    check('licence_keys_account_type', sql`${t.accountType} in (5, 6, 7, 8)`),
    check('licence_keys_months', sql`${t.months} between 1 and 36`),
    check('licence_keys_used_together', sql`(${t.usedAt} is null) = (${t.usedById} is null)`),
    check('licence_keys_used_or_deleted', sql`${t.usedAt} is null or ${t.deletedAt} is null`),
  ],
);

export type LicenceKeyRow = typeof licenceKeys.$inferSelect;
