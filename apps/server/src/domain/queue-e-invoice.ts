import type { Config } from '../config.js';
import { eInvoices, type OrderRow } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';

/**
 * Queues the legal e-invoice of an order just paid, in the unit of work that marks it paid, for
 * the e-invoices module's job to send (decision 037). A plan or keys bought get one, once: the
 * database keeps one original per order. Nothing is queued while e-invoices are off, and a
 * donation gets none.
 */
export async function queueEInvoice(tx: Transaction, config: Config, order: OrderRow): Promise<void> {
  if (!config.eInvoices || order.kind === 'donation') return;
  await tx.insert(eInvoices).values({ orderId: order.id, kind: 'original' }).onConflictDoNothing();
}
