import { routes, type UserListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usersKeys } from '../../../lib/query-keys';

export function usersQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => call(routes.users.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
