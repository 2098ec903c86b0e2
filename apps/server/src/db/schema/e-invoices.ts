import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * A legal e-invoice for an order (decision 037): queued in the unit of work that marks the order
 * paid (or refunds it), then sent to the seller's provider by the `issue-e-invoices` job.
 * `transactionUuid` is made before the first send and sent with every one, so a send whose answer
 * was lost is found by it and never made twice. Once issued, nothing of it changes: a mistake is
 * corrected by another row (`kind` adjustment or replacement) that `corrects` it.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull().default('original'),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => eInvoices.id, { onDelete: 'restrict' }),
    /** What a correction corrects and on what agreement with the buyer; null for an original. */
    correction: jsonb('correction'),
    transactionUuid: uuid('transaction_uuid').notNull().defaultRandom(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process sending it holds it until then; past it, another may look it up and carry on. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    /** Why it is not issued yet, as a code (`NO_EXCHANGE_RATE`, `PROVIDER_UNAVAILABLE`, `PROVIDER_REFUSED`) and in words. */
    problem: text('problem'),
    problemDetail: text('problem_detail'),
    /** The invoice as sent, provider-neutral: built at the first send and sent the same at every retry. */
    document: jsonb('document'),
    invoiceNo: text('invoice_no'),
    /** The buyer's code to look the invoice up at the provider (Viettel's reservationCode). */
    lookupCode: text('lookup_code'),
    providerInvoiceId: text('provider_invoice_id'),
    templateCode: text('template_code'),
    series: text('series'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /**
     * When the buyer's e-mail (with the PDF) was queued: the one thing that changes on an issued
     * invoice, once, from null.
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoices_transaction_uuid_idx').on(t.transactionUuid),
    uniqueIndex('e_invoices_one_original_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'original'`),
    index('e_invoices_due_idx').on(t.status, t.nextAttemptAt),
    index('e_invoices_unmailed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'issued' and ${t.mailedAt} is null`),
    index('e_invoices_order_idx').on(t.orderId, t.createdAt),
    check('e_invoices_kind', sql`${t.kind} in ('original', 'adjustment', 'replacement')`),
    check('e_invoices_status', sql`${t.status} in ('queued', 'sending', 'issued', 'failed')`),
    check('e_invoices_corrects', sql`(${t.kind} = 'original') = (${t.correctsId} is null)`),
    check('e_invoices_issued', sql`(${t.status} = 'issued') = (${t.invoiceNo} is not null)`),
  ],
);

export type EInvoiceRow = typeof eInvoices.$inferSelect;
