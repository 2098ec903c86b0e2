import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tutorialsKeys } from '../../../lib/query-keys';

/** One tutorial, for a link to a video beyond the pages loaded so far. */
export function tutorialQuery(id: string) {
  return queryOptions({
    queryKey: tutorialsKeys.tutorial(id),
    queryFn: ({ signal }) => call(routes.tutorials.getTutorial, { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}
