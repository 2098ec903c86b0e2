import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

/** The signed-in buyer's e-invoices, newest first: none on a portal without e-invoices. */
export function myEInvoicesQuery() {
  return queryOptions({
    queryKey: eInvoicesKeys.mine,
    queryFn: ({ signal }) => call(routes.eInvoices.listMyEInvoices, { signal }),
    // The profile shows its invoices only when there are some: a failure leaves the card out, not an alert.
    meta: { handlesErrors: true },
  });
}
