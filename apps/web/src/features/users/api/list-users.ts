import { routes, type UserListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function usersQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: ['users', query],
    queryFn: ({ signal }) => call(routes.users.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
