import { routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cmsKeys } from '../../../lib/query-keys';

export function postsQuery(page: number) {
  return queryOptions({
    queryKey: cmsKeys.posts(page),
    queryFn: ({ signal }) => call(routes.cms.listPosts, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
