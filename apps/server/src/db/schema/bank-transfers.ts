import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * Transfers a bank-notification service (SePay's fields) told us about: kept once per
 * transfer id, however often the notice is retried, with the order it paid if any.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    /** The service's transfer id. */
    id: text('id').primaryKey(),
    gateway: text('gateway').notNull(),
    transactionDate: text('transaction_date').notNull(),
    accountNumber: text('account_number').notNull(),
    content: text('content').notNull(),
    transferType: text('transfer_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    referenceCode: text('reference_code'),
    /** The order it paid; null when it paid nothing. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Why an admin should look: it paid nothing (not ours, outgoing, no open order, less than due, a staff account's order) or paid more than due. */
    unmatchedReason: text('unmatched_reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_transfers_received_idx').on(t.receivedAt)],
);

export type BankTransferRow = typeof bankTransfers.$inferSelect;
