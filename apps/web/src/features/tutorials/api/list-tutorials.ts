import type { Language, TutorialsResponse } from '@oneclick/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The tutorials of one language matching `search` (all when empty), a page at a time. */
export function tutorialsQuery(lang: Language, search: string) {
  return infiniteQueryOptions({
    queryKey: ['tutorials', lang, search],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ lang });
      if (search) params.set('q', search);
      if (pageParam) params.set('after', pageParam);
      return apiRequest<TutorialsResponse>(`/tutorials?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });
}
