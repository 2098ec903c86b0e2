import { API_PREFIX, pathOf } from '@oneclick/shared';

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
