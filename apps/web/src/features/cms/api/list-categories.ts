import { routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cmsKeys } from '../../../lib/query-keys';

export function categoriesQuery(page: number) {
  return queryOptions({
    queryKey: cmsKeys.categories(page),
    queryFn: ({ signal }) => call(routes.cms.listCategories, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
