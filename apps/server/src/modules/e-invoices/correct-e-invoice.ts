import type { correctEInvoiceRequestSchema, EInvoice } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { eInvoices, orders } from '../../db/schema/index.js';
import type { QueuedCorrection } from '../../domain/queue-e-invoice.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { toEInvoice } from './to-e-invoice.js';

type Correction = z.output<typeof correctEInvoiceRequestSchema>;

/**
 * An admin corrects an issued invoice's buyer the way Decree 70 allows: a replacement invoice
 * (the whole invoice again, with the buyer as corrected) or an adjustment of the information,
 * each naming the written agreement with the buyer and referring to the invoice it corrects. The
 * invoice corrected is never changed or cancelled; an invoice is replaced once (its replacement
 * is corrected after that).
 */
export async function correctEInvoice(
  deps: ModuleDeps,
  actor: Actor,
  id: string,
  input: Correction,
): Promise<EInvoice> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [invoice] = await tx.select().from(eInvoices).where(eq(eInvoices.id, id)).for('update');
    if (!invoice) throw new AppError('NOT_FOUND', 404, 'No such e-invoice.');
    if (invoice.status !== 'issued') {
      throw new AppError('CONFLICT', 409, 'Only an issued e-invoice is corrected.', { reason: 'E_INVOICE_NOT_ISSUED' });
    }
    if (input.kind === 'replacement') {
      const [replaced] = await tx
        .select({ id: eInvoices.id })
        .from(eInvoices)
        .where(and(eq(eInvoices.correctsId, id), eq(eInvoices.kind, 'replacement')));
      if (replaced) {
        throw new AppError('CONFLICT', 409, 'This e-invoice has already been replaced.', {
          reason: 'E_INVOICE_ALREADY_REPLACED',
        });
      }
    }
    const correction: QueuedCorrection = {
      adjusts: input.kind === 'information' ? 'information' : null,
      decrease: false,
      amount: null,
      agreement: {
        reference: input.agreementReference,
        date: new Date(`${input.agreementDate}T00:00:00Z`).toISOString(),
      },
      buyer: input.buyer,
    };
    const [queued] = await tx
      .insert(eInvoices)
      .values({
        orderId: invoice.orderId,
        kind: input.kind === 'replacement' ? 'replacement' : 'adjustment',
        correctsId: id,
        correction,
      })
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId));
    await audit({
      action: 'e_invoice.corrected',
      targetId: order!.userId ?? undefined,
      details: {
        orderId: order!.id,
        invoiceNo: invoice.invoiceNo,
        correction: input.kind,
        agreementReference: input.agreementReference,
      },
    });
    return toEInvoice(queued!, order!);
  });
}
