import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique whatever the case it was typed in. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google or Facebook. */
    passwordHash: text('password_hash'),
    /** The spec's role and account-type code (0 to 8). */
    role: smallint('role').notNull().default(4),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    country: text('country'),
    language: text('language').notNull().default('en-US'),
    isReseller: boolean('is_reseller').notNull().default(false),
    commissionRate: integer('commission_rate'),
    editorScope: text('editor_scope'),
    /** The reseller whose licence key activated this customer; their client list. */
    resellerId: uuid('reseller_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The company a receipt is made out to, when the customer gave one; the tax code in its canonical form. */
    companyName: text('company_name'),
    companyAddress: text('company_address'),
    taxCode: text('tax_code'),
    /** An individual's 12-digit personal identification number, for their e-invoices (decision 037). */
    personalId: text('personal_id'),
    /** Whether the reminders before the plan ends are sent; the notice on the day always is. */
    renewalReminders: boolean('renewal_reminders').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt, t.id),
    // The renewal reminders' job reads the plans ending soon, in end order.
    index('users_expires_idx').on(t.expiresAt, t.id),
    index('users_reseller_created_idx').on(t.resellerId, t.createdAt, t.id),
    index('users_resellers_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isReseller}`),
    // Prefix search of the user list, by e-mail or by name, in any case.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    check('users_role_range', sql`${t.role} between 0 and 8`),
    check('users_commission_range', sql`${t.commissionRate} is null or ${t.commissionRate} between 0 and 100`),
  ],
);

export type UserRow = typeof users.$inferSelect;
