import { apiPathOf, type EInvoiceFileType, routes } from '@oneclick/shared';
import { callForResponse } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** The address of an issued invoice's PDF or XML, which the server answers as an attachment. */
export function eInvoiceFileUrl(id: string, type: EInvoiceFileType): string {
  return apiPathOf(routes.eInvoices.getEInvoiceFile, { params: { id }, query: { type } });
}

/** The file's name as the server gives it (`content-disposition`), else one made of the invoice. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads an issued invoice's PDF or XML; a refusal (not issued, the provider's file not made
 * yet) throws, so the screen can tell it in the reader's language.
 */
export async function downloadEInvoiceFile(id: string, type: EInvoiceFileType, invoiceNo: string | null) {
  const response = await callForResponse(routes.eInvoices.getEInvoiceFile, { params: { id }, query: { type } });
  await saveDownload(response, fileNameOf(response, `e-invoice-${invoiceNo ?? id}.${type}`));
}
