import { and, asc, eq, isNull } from 'drizzle-orm';
import { eInvoices, orders } from '../../db/schema/index.js';
import { customerOf } from '../../domain/orders.js';
import type { EInvoiceDocument, EInvoiceFile, EInvoiceProvider } from '../../integrations/e-invoice-provider.js';
import type { KeepLease } from '../../service-core/scheduled-jobs.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { eInvoicesEmails } from './emails.js';

/**
 * How long the buyer's e-mail waits for the provider to make the invoice's PDF (SInvoice answers
 * an empty file for a moment after issuing): past it, the e-mail goes without, and the PDF stays
 * on the buyer's /profile.
 */
export const PDF_WAIT_MS = 30 * 60_000;

/** The most invoices one round mails: the rest wait for the next round. */
const BATCH = 20;

/** The provider's PDF of an invoice, or null while it has none (or cannot be reached). */
async function pdfOf(
  provider: EInvoiceProvider,
  invoice: { invoiceNo: string | null; templateCode: string | null; transactionUuid: string },
): Promise<EInvoiceFile | null> {
  const reference = {
    invoiceNo: invoice.invoiceNo!,
    templateCode: invoice.templateCode!,
    transactionUuid: invoice.transactionUuid,
  };
  return provider.file(reference, 'pdf').catch(() => null);
}

/**
 * Mails each issued invoice's buyer once (decision 037): its number, its look-up code and its PDF
 * attached. An invoice whose PDF the provider has not made yet waits for a later round, up to
 * `PDF_WAIT_MS`. Queuing the e-mail and marking the invoice mailed commit together, and only
 * the first process to mark it mails it. Returns how many it mailed.
 */
export async function mailIssuedEInvoices(
  system: SystemDeps,
  provider: EInvoiceProvider,
  keepLease: KeepLease,
  now: Date = new Date(),
): Promise<number> {
  const waiting = await system.db
    .select({ invoice: eInvoices, order: orders })
    .from(eInvoices)
    .innerJoin(orders, eq(orders.id, eInvoices.orderId))
    .where(and(eq(eInvoices.status, 'issued'), isNull(eInvoices.mailedAt)))
    .orderBy(asc(eInvoices.updatedAt))
    .limit(BATCH);
  let mailed = 0;
  for (const { invoice, order } of waiting) {
    if (!(await keepLease())) break;
    const pdf = await pdfOf(provider, invoice);
    // `updatedAt` is when it was recorded issued: nothing of an issued invoice changes after.
    if (!pdf && now.getTime() - invoice.updatedAt.getTime() < PDF_WAIT_MS) continue;
    const sent = await runAsSystem(system, async ({ tx, mail }) => {
      const [marked] = await tx
        .update(eInvoices)
        .set({ mailedAt: now })
        .where(and(eq(eInvoices.id, invoice.id), isNull(eInvoices.mailedAt)))
        .returning({ id: eInvoices.id });
      if (!marked) return false;
      await mail(
        eInvoicesEmails.eInvoiceIssued,
        customerOf(order),
        {
          orderId: order.id,
          invoiceNo: invoice.invoiceNo!,
          lookupCode: invoice.lookupCode,
          kind: invoice.kind as EInvoiceDocument['kind'],
          pdfAttached: pdf !== null,
        },
        pdf ? [{ filename: `${invoice.invoiceNo}.pdf`, contentType: 'application/pdf', content: pdf.bytes }] : [],
      );
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
