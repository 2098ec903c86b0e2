import { type RenewalListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { renewalsKeys } from '../../../lib/query-keys';

/** The plans ending soon or ended lately: every customer's for admins, a reseller's own clients' for them. */
export function renewalsQuery(query: RenewalListQuery) {
  return queryOptions({
    queryKey: renewalsKeys.list(query),
    queryFn: ({ signal }) => call(routes.renewals.listRenewals, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
