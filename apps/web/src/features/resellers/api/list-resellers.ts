import { routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { resellersKeys } from '../../../lib/query-keys';

export function resellersQuery(page: number) {
  return queryOptions({
    queryKey: resellersKeys.list(page),
    queryFn: ({ signal }) => call(routes.resellers.listResellers, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
