import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useCmsMutation } from './use-cms-mutation';

describe('useCmsMutation', () => {
  it('refreshes the CMS lists, the public tutorials and single posts, and the audit log', async () => {
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCmsMutation(async (id: string) => id), { wrapper });
    await result.current.mutateAsync('post');
    const refreshed = invalidate.mock.calls.map(([filters]) => (filters?.queryKey as string[] | undefined)?.[0]);
    expect(refreshed.sort()).toEqual(['audit-log', 'cms', 'tutorial', 'tutorials']);
  });
});
