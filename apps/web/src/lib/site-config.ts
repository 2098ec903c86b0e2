import { routes, type SiteConfig } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => call(routes.site.getSite, { signal }),
  staleTime: Infinity,
});

/** Support contacts and community links, from the server's configuration. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
