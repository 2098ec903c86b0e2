import { type EInvoiceListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

/** Every e-invoice for admins, newest first, by status and by order, buyer, tax code or invoice number. */
export function eInvoicesQuery(query: EInvoiceListQuery) {
  return queryOptions({
    queryKey: eInvoicesKeys.list(query),
    queryFn: ({ signal }) => call(routes.eInvoices.listEInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
