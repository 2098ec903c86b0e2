import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

export type AnyMutation = () => UseMutationResult<unknown, Error, never>;

/**
 * The first keys of the cached queries a write marks stale, sorted: the write is run once,
 * its request answered `{}` with a 200.
 */
export async function queriesRefreshedBy(useWrite: AnyMutation, variables: unknown): Promise<string[]> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  try {
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useWrite, { wrapper });
    await result.current.mutateAsync(variables as never);
    return invalidate.mock.calls.map(([filters]) => String((filters?.queryKey as string[] | undefined)?.[0])).sort();
  } finally {
    vi.unstubAllGlobals();
  }
}
