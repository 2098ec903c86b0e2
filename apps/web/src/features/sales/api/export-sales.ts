import { routes, SALE_REPORT_FILE_NAME, type SalesExportQuery } from '@oneclick/shared';
import { callForResponse } from '../../../lib/api-client';

/**
 * Downloads sale-report.xlsx for a range, telling `onProgress` the bytes received so far (the
 * server streams it, so its size is not known before the end), then hands it to the browser.
 */
export async function exportSales(
  query: SalesExportQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await callForResponse(routes.sales.exportSales, { query, signal });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = SALE_REPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
