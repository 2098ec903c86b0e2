import { resellerStatementFileName, routes } from '@oneclick/shared';
import { callForResponse } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** Downloads a month's statement: the signed-in reseller's own, or (for admins) the named reseller's. */
export async function exportResellerStatement(resellerId: string | null, month: string): Promise<void> {
  const query = { month };
  const response = resellerId
    ? await callForResponse(routes.resellers.exportResellerStatement, { params: { userId: resellerId }, query })
    : await callForResponse(routes.resellers.exportOwnResellerStatement, { query });
  await saveDownload(response, resellerStatementFileName(month));
}
