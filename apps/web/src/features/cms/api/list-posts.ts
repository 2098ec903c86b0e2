import { routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function postsQuery(page: number) {
  return queryOptions({
    queryKey: ['cms', 'posts', page],
    queryFn: ({ signal }) => call(routes.cms.listPosts, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
