import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnswerCacheWiring, answerCache } from './answer-cache.js';

const ETAG = 'W/"page-v1"';

/**
 * A small app behind the answer cache: `/page` may be kept and counts how often it is made;
 * `/elsewhere` may not be kept. The content version is whatever the test sets.
 */
async function appBehindTheCache({ maxEntries }: { maxEntries?: number } = {}) {
  const cache = answerCache(maxEntries);
  const state = { version: 1 as number | undefined, made: 0, status: 200, setCookie: false };
  let ids = 0;
  const wiring: AnswerCacheWiring = {
    versions: { trustedVersion: () => state.version },
    requestId: () => `id-${++ids}`,
    logAnswered: vi.fn(),
    countAnswered: vi.fn(),
  };
  const app: FastifyInstance = Fastify({ serverFactory: cache.serverFactory, genReqId: wiring.requestId });
  cache.register(app, wiring);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).header('x-frame-options', 'SAMEORIGIN');
    done();
  });
  const page = (body: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    state.made += 1;
    reply.status(state.status).header('etag', ETAG).header('content-type', 'text/html; charset=utf-8');
    if (state.setCookie) reply.header('set-cookie', 'one_language=vi; Path=/');
    if (request.headers['if-none-match'] === ETAG) return reply.status(304).send();
    return reply.send(Buffer.from(`${body} ${state.made}`));
  };
  app.get('/page', { config: { cacheAnswer: true } }, page('page'));
  app.post('/page', { config: { cacheAnswer: true } }, page('posted'));
  app.get('/elsewhere', page('elsewhere'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, state, wiring };
}

let opened: FastifyInstance | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

async function opening(options?: { maxEntries?: number }) {
  const behind = await appBehindTheCache(options);
  opened = behind.app;
  return behind;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

/** A GET that carries a body, which fetch will not send. */
function getWithBody(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'GET', headers: { 'content-length': '2' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body)).on('error', reject);
    });
    request.on('error', reject).end('{}');
  });
}

describe('the answer cache', () => {
  it("sends a kept 200 again, the same bytes and headers with the request's own id, without the route", async () => {
    const { base, state, wiring } = await opening();
    const first = await get(`${base}/page`);
    const again = await get(`${base}/page`);
    expect(await again.text()).toBe(await first.text());
    expect(state.made).toBe(1);
    const headersOf = (response: Response) => {
      const headers = Object.fromEntries(response.headers);
      delete headers.date;
      delete headers['x-request-id'];
      return headers;
    };
    expect(headersOf(again)).toEqual(headersOf(first));
    expect([first.headers.get('x-request-id'), again.headers.get('x-request-id')]).toEqual(['id-1', 'id-2']);
    expect(wiring.logAnswered).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'id-2', method: 'GET', route: '/page', url: '/page', status: 200 }),
    );
    expect(wiring.countAnswered).toHaveBeenCalledWith('GET', '/page', 200, expect.any(Number));
  });

  it('answers its ETag with a bare 304: no body, no type or length', async () => {
    const { base, state, wiring } = await opening();
    await (await get(`${base}/page`)).text();
    const revalidated = await get(`${base}/page`, { 'if-none-match': `"other", ${ETAG}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(ETAG);
    expect(revalidated.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(revalidated.headers.get('content-length')).toBeNull();
    expect(await revalidated.text()).toBe('');
    expect(state.made).toBe(1);
    expect(wiring.countAnswered).toHaveBeenCalledWith('GET', '/page', 304, expect.any(Number));
  });

  it('keeps a 304 the route sent, and answers only revalidations from it', async () => {
    const { base, state } = await opening();
    const revalidate = () => get(`${base}/page`, { 'if-none-match': ETAG });
    expect((await revalidate()).status).toBe(304);
    expect((await revalidate()).status).toBe(304);
    expect(state.made).toBe(1);
    expect(await (await get(`${base}/page`)).text()).toBe('page 2');
    expect(await (await get(`${base}/page`)).text()).toBe('page 2');
    expect(state.made).toBe(2);
  });

  it("takes a route's 304 under a newer content version as the kept body's renewal", async () => {
    const { base, state } = await opening();
    await (await get(`${base}/page`)).text();
    state.version = 2;
    expect((await get(`${base}/page`, { 'if-none-match': ETAG })).status).toBe(304);
    expect(await (await get(`${base}/page`)).text()).toBe('page 1');
    expect(state.made).toBe(2);
  });

  it.each([
    ['another query', '/page?x=1', {}],
    ['another Accept-Encoding', '/page', { 'accept-encoding': 'br' }],
    ['another Cookie', '/page', { cookie: 'one_language=th' }],
  ])('makes the answer again for %s', async (_label, path, headers) => {
    const { base, state } = await opening();
    await (await get(`${base}/page`)).text();
    expect(await (await get(`${base}${path}`, headers)).text()).toBe('page 2');
    expect(await (await get(`${base}${path}`, headers)).text()).toBe('page 2');
    expect(state.made).toBe(2);
  });

  it('makes the answer again once the content version moves on, and keeps nothing while it is not trusted', async () => {
    const { base, state } = await opening();
    await (await get(`${base}/page`)).text();
    state.version = 2;
    expect(await (await get(`${base}/page`)).text()).toBe('page 2');
    state.version = undefined;
    expect(await (await get(`${base}/page`)).text()).toBe('page 3');
    expect(await (await get(`${base}/page`)).text()).toBe('page 4');
    state.version = 2;
    expect(await (await get(`${base}/page`)).text()).toBe('page 2');
  });

  it.each([
    ['an answer other than 200', { status: 404 }],
    ['an answer that sets a cookie', { setCookie: true }],
  ])('never keeps %s', async (_label, change) => {
    const { base, state } = await opening();
    Object.assign(state, change);
    await (await get(`${base}/page`)).text();
    await (await get(`${base}/page`)).text();
    expect(state.made).toBe(2);
  });

  it('leaves to the routes a HEAD, a POST, a GET with a body, and a route that does not declare it', async () => {
    const { base, state } = await opening();
    await (await get(`${base}/page`)).text();
    expect((await fetch(`${base}/page`, { method: 'HEAD' })).status).toBe(200);
    expect(await (await fetch(`${base}/page`, { method: 'POST' })).text()).toBe('posted 3');
    expect(await getWithBody(`${base}/page`)).toBe('page 4');
    await (await get(`${base}/elsewhere`)).text();
    await (await get(`${base}/elsewhere`)).text();
    expect(state.made).toBe(6);
  });

  it('keeps at most its number of answers, dropping the oldest', async () => {
    const { base, state } = await opening({ maxEntries: 2 });
    for (const query of ['a', 'b', 'c']) await (await get(`${base}/page?${query}`)).text();
    expect(state.made).toBe(3);
    await (await get(`${base}/page?c`)).text();
    await (await get(`${base}/page?b`)).text();
    expect(state.made).toBe(3);
    await (await get(`${base}/page?a`)).text();
    expect(state.made).toBe(4);
  });

  it("sets Fastify's own timeouts on the server it makes", async () => {
    const { app } = await opening();
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(0);
  });
});
