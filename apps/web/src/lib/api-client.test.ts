import { routes } from '@oneclick/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api-client';

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('returns the JSON body of a success and calls under /api/v1 with the session cookie', async () => {
    answer(200, '{"status":"ok"}');
    await expect(call(routes.health.checkHealth)).resolves.toEqual({ status: 'ok' });
    expect(fetch).toHaveBeenCalledWith('/api/v1/health', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('sends a body as JSON', async () => {
    answer(204, '');
    await expect(call(routes.auth.requestPasswordReset, { body: { email: 'a@example.com' } })).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/forgot-password',
      expect.objectContaining({
        method: 'POST',
        body: '{"email":"a@example.com"}',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it('sends a file as it is, with its type', async () => {
    answer(204, '');
    const file = new Blob(['PK'], { type: 'application/zip' });
    await call(routes.releases.publishRelease, { params: { id: '1' }, body: file });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/releases/1/file',
      expect.objectContaining({ method: 'PUT', body: file, headers: { 'content-type': 'application/zip' } }),
    );
  });

  it('turns the error envelope into an ApiError with its code', async () => {
    answer(429, '{"code":"RATE_LIMITED","message":"slow down","details":{"retryAfter":30}}');
    const error = await call(routes.health.checkHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'slow down',
      details: { retryAfter: 30 },
    });
  });

  it('gives a code even when a proxy answers with HTML', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(call(routes.health.checkHealth)).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    answer(403, 'nope', 'text/plain');
    await expect(call(routes.health.checkHealth)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('does not trust an unknown code from the body', async () => {
    answer(400, '{"code":"<script>","message":"x"}');
    await expect(call(routes.health.checkHealth)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reports a dead network as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(routes.health.checkHealth)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
