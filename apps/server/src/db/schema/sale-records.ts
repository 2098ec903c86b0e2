import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { licenceKeys } from './licence-keys.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** One activation of a customer's plan: what the sales reports count. */
export const saleRecords = pgTable(
  'sale_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The address at the time of the sale, as the spec's report shows it. */
    customerEmail: text('customer_email').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    months: smallint('months').notNull(),
    accountType: smallint('account_type').notNull(),
    resellerId: uuid('reseller_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The plan's end this activation set. */
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    /**
     * The end of the paid plan this activation renewed: the customer's plan that still ran or had
     * ended within `RENEWALS_WINDOW.endedDays`. Null for a new customer (and for older records).
     */
    renewedPlanEndsAt: timestamp('renewed_plan_ends_at', { withTimezone: true }),
    /** The reseller's commission rate when the sale was made (their statement shows it); null for direct sales and older records. */
    commissionRate: smallint('commission_rate'),
    licenceKeyId: uuid('licence_key_id').references(() => licenceKeys.id, { onDelete: 'restrict' }),
    /** The paid order that activated it; one activation per order. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The staff member who activated it; null when the customer paid themselves. */
    activatedById: uuid('activated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sale_records_licence_key_idx').on(t.licenceKeyId),
    uniqueIndex('sale_records_order_idx').on(t.orderId),
    index('sale_records_customer_idx').on(t.customerId, t.activatedAt),
    index('sale_records_renewed_idx').on(t.customerId, t.renewedPlanEndsAt),
    index('sale_records_plan_ends_idx').on(t.planEndsAt),
    index('sale_records_activated_idx').on(t.activatedAt),
    index('sale_records_reseller_activated_idx').on(t.resellerId, t.activatedAt),
    check('sale_records_months', sql`${t.months} between 1 and 36`),
  ],
);
