import { type Language, routes } from '@oneclick/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tutorialsKeys } from '../../../lib/query-keys';

/** The tutorials of one language matching `search` (all when empty), a page at a time. */
export function tutorialsQuery(lang: Language, search: string) {
  return infiniteQueryOptions({
    queryKey: tutorialsKeys.list(lang, search),
    queryFn: ({ pageParam, signal }) =>
      call(routes.tutorials.listTutorials, { query: { lang, q: search, after: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });
}
