import type { Category, Language } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function categoryOptionsQuery(lang: Language) {
  return queryOptions({
    queryKey: ['cms', 'category-options', lang],
    queryFn: ({ signal }) =>
      apiRequest<Category[]>(`/cms/category-options?lang=${encodeURIComponent(lang)}`, { signal }),
  });
}
