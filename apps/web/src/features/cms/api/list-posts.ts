import type { CmsPost, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function postsQuery(page: number) {
  return queryOptions({
    queryKey: ['cms', 'posts', page],
    queryFn: ({ signal }) => apiRequest<Page<CmsPost>>(`/cms/posts?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
