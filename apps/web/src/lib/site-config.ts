import type { Contract, Route, SiteConfig } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The app shell's own copy of the entry's route, checked by its type (see `session.ts`). */
const getSite: Route<Contract['site']['getSite']> = { method: 'GET', path: '/site' };

export const siteConfigQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => call(getSite, { signal }),
  staleTime: Infinity,
});

/** Support contacts and community links, from the server's configuration. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
