import type { UnmatchedTransferReason } from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

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
    unmatchedReason: text('unmatched_reason').$type<UnmatchedTransferReason>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** How an admin settled it: matched to an order, refunded outside the portal, or dismissed; null while open. */
    settlement: text('settlement'),
    /** The admin's reason or note. */
    settlementNote: text('settlement_note'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledById: uuid('settled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bank_transfers_received_idx').on(t.receivedAt),
    check('bank_transfers_settlement', sql`${t.settlement} in ('matched', 'refunded', 'dismissed')`),
    check('bank_transfers_settled_at', sql`(${t.settlement} is null) = (${t.settledAt} is null)`),
  ],
);

export type BankTransferRow = typeof bankTransfers.$inferSelect;
