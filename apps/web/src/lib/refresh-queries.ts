import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks stale every cached query under these keys (`query-keys.ts`), so what a write changed is
 * fetched again. Staff writes name `auditLogKeys.all` too: each one adds an entry to it.
 */
export function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key }))).then(() => undefined);
}
