import { type Language, routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function categoryOptionsQuery(lang: Language) {
  return queryOptions({
    queryKey: ['cms', 'category-options', lang],
    queryFn: ({ signal }) => call(routes.cms.listCategoryOptions, { query: { lang }, signal }),
  });
}
