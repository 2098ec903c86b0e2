import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

/** The dong per US dollar set for the last 60 days, and the days invoices of USD orders wait for. */
export function exchangeRatesQuery() {
  return queryOptions({
    queryKey: eInvoicesKeys.rates,
    queryFn: ({ signal }) => call(routes.eInvoices.listExchangeRates, { signal }),
  });
}
