import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks stale every cached query under these first keys, so what a write changed is fetched
 * again. Staff writes name `audit-log` too: each one adds an entry to it.
 */
export function refreshQueries(queryClient: QueryClient, keys: readonly string[]): Promise<void> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(() => undefined);
}
