import type { EInvoice } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { eInvoices, orders } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { toEInvoice } from './to-e-invoice.js';

const notFound = () => new AppError('NOT_FOUND', 404, 'No such e-invoice.');

/**
 * An admin sends a refused invoice again, once its cause is corrected: it goes back to the queue
 * with the same transaction id, so the provider still keeps one invoice for it.
 */
export async function retryEInvoice(deps: ModuleDeps, actor: Actor, id: string): Promise<EInvoice> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [invoice] = await tx.select().from(eInvoices).where(eq(eInvoices.id, id)).for('update');
    if (!invoice) throw notFound();
    if (invoice.status !== 'failed') {
      throw new AppError('CONFLICT', 409, 'Only a refused e-invoice is sent again by hand.', {
        reason: 'E_INVOICE_NOT_FAILED',
      });
    }
    const [queued] = await tx
      .update(eInvoices)
      .set({ status: 'queued', nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(eInvoices.id, id))
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId));
    await audit({
      action: 'e_invoice.retried',
      targetId: order!.userId ?? undefined,
      details: { orderId: order!.id, invoiceId: id, problem: invoice.problemDetail },
    });
    return toEInvoice(queued!, order!);
  });
}
