import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

/** An app whose log lines are kept, as parsed JSON. */
async function loggedApp(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const t = await createTestApp(env, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { t, lines };
}

describe('request ids and the request log', () => {
  let direct: Awaited<ReturnType<typeof loggedApp>>;
  let proxied: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    direct = await loggedApp();
    proxied = await loggedApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.t.close();
    await proxied.t.close();
  });

  it('names every answer’s request, and an error’s body gives the same id', async () => {
    const ok = await direct.t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    const refused = await direct.t.app.inject({ method: 'GET', url: '/api/v1/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    expect(refused.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('keeps the id a trusted proxy sent, and only then', async () => {
    const nginxId = '6f1c0e9a2b7d4c35a8e0f9d2c4b6a1e3';
    const fromProxy = await proxied.t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': nginxId } });
    expect(fromProxy.headers['x-request-id']).toBe(nginxId);
    const forged = await proxied.t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    const untrusted = await direct.t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': nginxId } });
    expect(untrusted.headers['x-request-id']).not.toBe(nginxId);
  });

  it('logs each request once, when answered, by its route pattern and without its secrets', async () => {
    const res = await direct.t.app.inject({ url: '/api/v1/tutorials/not-a-post?token=s3cret-link' });
    const id = res.headers['x-request-id'];
    const mine = direct.lines.filter((line) => line.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/api/v1/tutorials/:id',
        url: '/api/v1/tutorials/not-a-post?token=%5BREDACTED%5D',
        status: res.statusCode,
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(direct.lines)).not.toContain('s3cret-link');
  });
});
