import type { Category, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function categoriesQuery(page: number) {
  return queryOptions({
    queryKey: ['cms', 'categories', page],
    queryFn: ({ signal }) => apiRequest<Page<Category>>(`/cms/categories?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
