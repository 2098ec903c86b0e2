import type { SiteConfig } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => apiRequest<SiteConfig>('/site', { signal }),
  staleTime: Infinity,
});

/** Support contacts and community links, from the server's configuration. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
