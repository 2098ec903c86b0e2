import { vi } from 'vitest';

/** Every call the browser makes fails as a broken server does: 500, the API's error body and this request id. */
export function failEveryCall(requestId: string): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'INTERNAL', message: 'broken' }), {
          status: 500,
          headers: { 'x-request-id': requestId },
        }),
    ),
  );
}
