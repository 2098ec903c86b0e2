import type { Page, UserListQuery, UserSummary } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function usersQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: ['users', query],
    queryFn: ({ signal }) => apiRequest<Page<UserSummary>>(`/users${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
