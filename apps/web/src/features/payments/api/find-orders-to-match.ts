import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { paymentsKeys } from '../../../lib/query-keys';

/** Bank-transfer orders a transfer could pay, by order ID (or its start) or e-mail. */
export function ordersToMatchQuery(q: string) {
  return queryOptions({
    queryKey: paymentsKeys.ordersToMatch(q),
    queryFn: ({ signal }) => call(routes.payments.findOrdersToMatch, { query: { q }, signal }),
    enabled: q.trim() !== '',
  });
}
