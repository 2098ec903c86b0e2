import { routes } from '@oneclick/shared';
import { afterEach, expect, it, vi } from 'vitest';
import { call } from './api-client';

afterEach(() => vi.unstubAllGlobals());

it('calls the API on this origin with the session cookie', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"status":"ok"}', { status: 200 })),
  );
  await expect(call(routes.health.checkHealth)).resolves.toEqual({ status: 'ok' });
  expect(fetch).toHaveBeenCalledWith('/api/v1/health', expect.objectContaining({ credentials: 'same-origin' }));
});
