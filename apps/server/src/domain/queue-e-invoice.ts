import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { eInvoices, type OrderRow } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';

/**
 * Queues the legal e-invoice of an order just paid, in the unit of work that marks it paid, for
 * the e-invoices module's job to send (decision 037). A plan or keys bought get one, once: the
 * database keeps one original per order. Nothing is queued while e-invoices are off, and a
 * donation gets one only when its donor asked.
 */
export async function queueEInvoice(tx: Transaction, config: Config, order: OrderRow): Promise<void> {
  if (!config.eInvoices || (order.kind === 'donation' && !order.wantsEInvoice)) return;
  await tx.insert(eInvoices).values({ orderId: order.id, kind: 'original' }).onConflictDoNothing();
}

/** What a correction changes, as queued: the money taken back, or the buyer's details, and on what agreement. */
export interface QueuedCorrection {
  adjusts: 'money' | 'information' | null;
  /** A money adjustment lowering the amounts (a refund). */
  decrease: boolean;
  /** Minor units the money adjustment moves; null for the others. */
  amount: number | null;
  agreement: { reference: string; date: string };
  /** The buyer's details as corrected; null keeps the order's. */
  buyer: {
    name: string;
    legalName: string | null;
    address: string | null;
    taxCode: string | null;
    personalId: string | null;
  } | null;
}

/**
 * Queues the adjustment invoice of a refund in the unit of work that records it: it refers to the
 * order's original invoice and lowers the money by what was refunded. An order paid before
 * e-invoices were turned on has no original, and gets none.
 */
export async function queueRefundAdjustment(
  tx: Transaction,
  config: Config,
  order: OrderRow,
  refund: { amount: number; reference: string; at: Date },
): Promise<void> {
  if (!config.eInvoices) return;
  const [original] = await tx
    .select({ id: eInvoices.id })
    .from(eInvoices)
    .where(and(eq(eInvoices.orderId, order.id), eq(eInvoices.kind, 'original')));
  if (!original) return;
  const correction: QueuedCorrection = {
    adjusts: 'money',
    decrease: true,
    amount: refund.amount,
    agreement: { reference: refund.reference, date: refund.at.toISOString() },
    buyer: null,
  };
  await tx.insert(eInvoices).values({ orderId: order.id, kind: 'adjustment', correctsId: original.id, correction });
}
