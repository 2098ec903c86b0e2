import { type EInvoiceFileType, isAdminRole, type SessionUser } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { eInvoices, orders } from '../../db/schema/index.js';
import type { EInvoiceFile, EInvoiceProvider } from '../../integrations/e-invoice-provider.js';

/**
 * An issued invoice's PDF or XML, fetched from the provider for its buyer or an admin; anyone else
 * is told there is no such invoice. The provider makes the files a moment after issuing, and may
 * be out of reach: then the buyer is asked to try again.
 */
export async function getEInvoiceFile(
  db: ReadOnlyDatabase,
  provider: EInvoiceProvider | null,
  viewer: SessionUser,
  id: string,
  type: EInvoiceFileType,
): Promise<EInvoiceFile> {
  const [row] = await db
    .select({ invoice: eInvoices, buyerId: orders.userId })
    .from(eInvoices)
    .innerJoin(orders, eq(orders.id, eInvoices.orderId))
    .where(eq(eInvoices.id, id));
  if (!row || (row.buyerId !== viewer.id && !isAdminRole(viewer.role))) {
    throw new AppError('NOT_FOUND', 404, 'No such e-invoice.');
  }
  const { invoice } = row;
  if (invoice.status !== 'issued' || !provider) {
    throw new AppError('CONFLICT', 409, 'This e-invoice is not issued yet.', { reason: 'E_INVOICE_NOT_ISSUED' });
  }
  const file = await provider
    .file(
      { invoiceNo: invoice.invoiceNo!, templateCode: invoice.templateCode!, transactionUuid: invoice.transactionUuid },
      type,
    )
    .catch(() => null);
  if (!file) {
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'The provider has not made this file yet.', {
      reason: 'E_INVOICE_FILE_NOT_READY',
    });
  }
  return file;
}
