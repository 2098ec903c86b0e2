import type { Page, ResellerApplication, ResellerApplicationListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function resellerApplicationsQuery(query: ResellerApplicationListQuery) {
  return queryOptions({
    queryKey: ['reseller-applications', query],
    queryFn: ({ signal }) =>
      apiRequest<Page<ResellerApplication>>(`/reseller-applications${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
