import { routes, SALE_REPORT_FILE_NAME, type SalesExportQuery } from '@oneclick/shared';
import { callForResponse } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** Downloads sale-report.xlsx for a range, telling `onProgress` the bytes received so far. */
export async function exportSales(
  query: SalesExportQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await callForResponse(routes.sales.exportSales, { query, signal });
  await saveDownload(response, SALE_REPORT_FILE_NAME, onProgress);
}
