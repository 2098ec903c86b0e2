import { type ResellerApplicationListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function resellerApplicationsQuery(query: ResellerApplicationListQuery) {
  return queryOptions({
    queryKey: ['reseller-applications', query],
    queryFn: ({ signal }) => call(routes.resellers.listResellerApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
