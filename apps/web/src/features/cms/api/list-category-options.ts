import { type Language, routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cmsKeys } from '../../../lib/query-keys';

export function categoryOptionsQuery(lang: Language) {
  return queryOptions({
    queryKey: cmsKeys.categoryOptions(lang),
    queryFn: ({ signal }) => call(routes.cms.listCategoryOptions, { query: { lang }, signal }),
  });
}
