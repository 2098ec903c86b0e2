import { routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function categoriesQuery(page: number) {
  return queryOptions({
    queryKey: ['cms', 'categories', page],
    queryFn: ({ signal }) => call(routes.cms.listCategories, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
