import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
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
import { users } from './users.js';

/** A purchase the server priced: its state, its money and what it gives once paid. */
export const orders = pgTable(
  'orders',
  {
    /** 12 upper-case hex characters from a CSPRNG: also the bank transfer's content. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull(),
    /** Minor units of `currency`: cents, or whole dong. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    accountType: smallint('account_type'),
    months: smallint('months'),
    quantity: integer('quantity').notNull().default(1),
    /** The reseller's commission the price took off, for the record. */
    commissionRate: integer('commission_rate'),
    /** Name and address at the time of ordering, as the invoice shows them. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** PayPal's order for this one, its approval link and when it was made (they lapse after hours). */
    paypalOrderId: text('paypal_order_id'),
    paypalApproveUrl: text('paypal_approve_url'),
    paypalCreatedAt: timestamp('paypal_created_at', { withTimezone: true }),
    /** The capture that paid it: one per order, and one order per capture. */
    paypalCaptureId: text('paypal_capture_id'),
    /** Given when it was paid: `YYYY-NNNNNN`, numbered per calendar year in the business time zone. */
    receiptNumber: text('receipt_number'),
    /** The buyer's company as the profile held it when the order was paid; a later change leaves the receipt alone. */
    buyerCompanyName: text('buyer_company_name'),
    buyerCompanyAddress: text('buyer_company_address'),
    buyerTaxCode: text('buyer_tax_code'),
    /** The buyer's personal identification number as the profile held it when the order was paid. */
    buyerPersonalId: text('buyer_personal_id'),
    /** A donor asked for a legal e-invoice; a plan or keys bought always get one (decision 037). */
    wantsEInvoice: boolean('wants_e_invoice').notNull().default(false),
    /** The admin who marked it paid or cancelled it. */
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_paypal_order_idx').on(t.paypalOrderId),
    uniqueIndex('orders_paypal_capture_idx').on(t.paypalCaptureId),
    uniqueIndex('orders_receipt_number_idx').on(t.receiptNumber),
    check('orders_id_shape', sql`${t.id} ~ '^[0-9A-F]{12}$'`),
    check('orders_kind', sql`${t.kind} in ('subscription', 'keys', 'donation')`),
    check('orders_method', sql`${t.method} in ('paypal', 'bank_transfer')`),
    check(
      'orders_status',
      sql`${t.status} in ('pending', 'awaiting_review', 'paid', 'fulfilled', 'cancelled', 'expired', 'refunded')`,
    ),
    check('orders_currency', sql`${t.currency} in ('USD', 'VND')`),
    check('orders_amount', sql`${t.amount} >= 0`),
    check('orders_fulfilled_paid', sql`${t.fulfilledAt} is null or ${t.paidAt} is not null`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
