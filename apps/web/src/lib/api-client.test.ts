import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the JSON body of a success and calls under /api/v1 with the session cookie', async () => {
    answer(200, '{"status":"ok"}');
    await expect(apiRequest('/health')).resolves.toEqual({ status: 'ok' });
    expect(fetch).toHaveBeenCalledWith('/api/v1/health', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('sends a body as JSON', async () => {
    answer(204, '');
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/things',
      expect.objectContaining({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }),
    );
  });

  it('sends a file as it is, with its type', async () => {
    answer(204, '');
    const file = new Blob(['PK'], { type: 'application/zip' });
    await apiRequest('/things/1/file', { method: 'PUT', body: file });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/things/1/file',
      expect.objectContaining({ method: 'PUT', body: file, headers: { 'content-type': 'application/zip' } }),
    );
  });

  it('turns the error envelope into an ApiError with its code', async () => {
    answer(429, '{"code":"RATE_LIMITED","message":"slow down","details":{"retryAfter":30}}');
    const error = await apiRequest('/x').catch((e: unknown) => e);
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
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    answer(403, 'nope', 'text/plain');
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('does not trust an unknown code from the body', async () => {
    answer(400, '{"code":"<script>","message":"x"}');
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reports a dead network as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
