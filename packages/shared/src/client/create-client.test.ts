import { describe, expect, it } from 'vitest';
import { routes } from '../contract/routes.js';
import { reasonOf } from '../error-reasons.js';
import { ApiError } from './api-error.js';
import { type ClientRequest, createClient } from './create-client.js';

/** A client whose every request is answered `status` with `body`, and the requests it sent. */
function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const sent: Array<{ path: string; request: ClientRequest }> = [];
  const client = createClient(async (path, request) => {
    sent.push({ path, request });
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  return { ...client, sent };
}

describe('createClient', () => {
  it('calls under /api/v1 with the path filled in and the query added, and returns the JSON answer', async () => {
    const client = answering(200, '{"subject":"s"}');
    await expect(
      client.call(routes.emails.previewEmail, { params: { template: 'keysIssued' }, query: { language: 'th' } }),
    ).resolves.toEqual({ subject: 's' });
    expect(client.sent).toEqual([
      { path: '/api/v1/emails/keysIssued/preview?language=th', request: expect.objectContaining({ method: 'GET' }) },
    ]);
  });

  it('leaves unset and empty query values out', async () => {
    const client = answering(200, '{}');
    await client.call(routes.orders.listOrders, { query: { search: '', status: undefined, page: 1 } });
    expect(client.sent[0]!.path).toBe('/api/v1/orders?page=1');
  });

  it('sends a body as JSON and answers nothing for a 204', async () => {
    const client = answering(204, '');
    await expect(
      client.call(routes.auth.requestPasswordReset, { body: { email: 'a@example.com' } }),
    ).resolves.toBeUndefined();
    expect(client.sent[0]).toEqual({
      path: '/api/v1/auth/forgot-password',
      request: {
        method: 'POST',
        body: '{"email":"a@example.com"}',
        headers: { 'content-type': 'application/json' },
        signal: undefined,
      },
    });
  });

  it('sends a file as it is, with its type', async () => {
    const client = answering(204, '');
    const file = new Blob(['PK'], { type: 'application/zip' });
    await client.call(routes.releases.publishRelease, { params: { id: '1' }, body: file });
    expect(client.sent[0]!.request).toMatchObject({
      method: 'PUT',
      body: file,
      headers: { 'content-type': 'application/zip' },
    });
  });

  it('turns the error envelope into an ApiError with its code, reason and request id', async () => {
    const client = answering(409, '{"code":"CONFLICT","message":"taken","details":{"reason":"ORDER_NOT_OPEN"}}', {
      'x-request-id': 'req-7',
    });
    const error = await client.call(routes.health.checkHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409, message: 'taken', requestId: 'req-7' });
    expect(reasonOf((error as ApiError).details)).toBe('ORDER_NOT_OPEN');
  });

  it('gives a code even when a proxy answers with HTML, and keeps a body that is not our envelope', async () => {
    await expect(answering(502, '<html>Bad gateway</html>').call(routes.health.checkHealth)).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
    });
    await expect(
      answering(400, '{"error":"authorization_pending"}').call(routes.device.exchangeDeviceCode, {
        body: { device_code: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', body: { error: 'authorization_pending' } });
  });

  it('does not trust an unknown code from the body', async () => {
    await expect(
      answering(400, '{"code":"<script>","message":"x"}').call(routes.health.checkHealth),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('reports a dead network as NETWORK_ERROR, and lets an abort through', async () => {
    const dead = createClient(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(dead.call(routes.health.checkHealth)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    const aborted = createClient(async () => {
      throw new DOMException('stopped', 'AbortError');
    });
    await expect(aborted.call(routes.health.checkHealth)).rejects.toThrow('stopped');
  });

  it('hands back the answer itself for a download', async () => {
    const answer = await answering(200, 'PK', { 'content-type': 'application/zip' }).callForResponse(
      routes.sales.exportSales,
      { query: {} },
    );
    expect(await answer.text()).toBe('PK');
  });
});
