import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { clearError, currentError } from './error-store';
import { createQueryClient } from './query-client';

afterEach(() => clearError());

function run(client: QueryClient, mutationFn: () => Promise<unknown>) {
  return client
    .getMutationCache()
    .build(client, { mutationFn })
    .execute(undefined)
    .catch(() => undefined);
}

describe('the global alert and mutations', () => {
  it('shows a failure, and clears it as soon as the next attempt starts', async () => {
    const client = createQueryClient();
    await run(client, async () => {
      throw new ApiError('REGISTER_FAIL', 400, 'no');
    });
    expect(currentError()?.code).toBe('REGISTER_FAIL');

    let finish: (() => void) | undefined;
    const next = run(client, () => new Promise<void>((resolve) => (finish = resolve)));
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(currentError()).toBeNull();
    finish!();
    await next;
    expect(currentError()).toBeNull();
  });

  it('shows the latest failure when the next attempt fails too', async () => {
    const client = createQueryClient();
    await run(client, async () => {
      throw new ApiError('REGISTER_FAIL', 400, 'first');
    });
    await run(client, async () => {
      throw new ApiError('RATE_LIMITED', 429, 'second');
    });
    expect(currentError()?.code).toBe('RATE_LIMITED');
  });
});
