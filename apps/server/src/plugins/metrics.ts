import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../app-error.js';
import { createMetrics, type Metrics, UNMATCHED_ROUTE } from '../service-core/metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(expected: string, authorization: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * `/metrics` without a token on 127.0.0.1 only, where nothing outside the host reaches it. It
 * starts as the app gets ready, stops with it, and never keeps the process alive by itself.
 */
function serveOnLoopback(app: FastifyInstance, metrics: Metrics, port: number): void {
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.scrape().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be read');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be read');
      },
    );
  });
  server.unref();
  app.addHook('onReady', async () => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  });
}

/** Counts an answered request, when metrics are served. */
export type CountAnswered = (method: string, route: string | undefined, status: number, seconds: number) => void;

/**
 * The app's metrics in the Prometheus text format (decision 030), served only when configured:
 * `GET /metrics` with METRICS_TOKEN as a bearer token, and without one on 127.0.0.1:METRICS_PORT.
 * Otherwise `/metrics` is a 404, and requests are not even counted. Returns the counters the
 * orders module adds to, and the request counter, for the answers sent before Fastify's lifecycle.
 */
export function registerMetrics(
  app: FastifyInstance,
  { config, db }: AppDeps,
): { metrics: Metrics; countAnswered: CountAnswered } {
  const metrics = createMetrics(db);
  const { token, port } = config.metrics;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 404, 'Nothing is served at /metrics.');
    if (!bearerMatches(token, request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 401, 'Metrics need the bearer token METRICS_TOKEN.');
    }
    const text = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  if (!token && !port) return { metrics, countAnswered: () => {} };

  collectDefaultMetrics({ register: metrics.registry });
  const countAnswered: CountAnswered = (method, pattern, status, seconds) => {
    metrics.requests.count(method, pattern ?? UNMATCHED_ROUTE, status, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    countAnswered(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (port) serveOnLoopback(app, metrics, port);
  return { metrics, countAnswered };
}
