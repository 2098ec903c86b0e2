import { pathOf } from '@oneclick/shared';

/** Where the portal serves its API (the server's API_PREFIX). */
const API_PREFIX = '/api/v1';

/**
 * The address of a route of the contract (`routes.<module>.<operation>`), its `:name` parameters
 * and its query filled in, for the specs' API calls.
 */
export function apiPath(
  route: { path: string },
  params: Readonly<Record<string, string>> = {},
  query?: Readonly<Record<string, string>>,
): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${API_PREFIX}${pathOf(route.path, params)}${search}`;
}
