import { type ResellerApplicationListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { resellerApplicationsKeys } from '../../../lib/query-keys';

export function resellerApplicationsQuery(query: ResellerApplicationListQuery) {
  return queryOptions({
    queryKey: resellerApplicationsKeys.list(query),
    queryFn: ({ signal }) => call(routes.resellers.listResellerApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
