import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/redact-url.js';

/** An id a proxy sent, such as nginx's `$request_id` (32 hex digits). */
const FORWARDED_ID = /^[\w-]{8,64}$/;

/**
 * The request's id: the one a trusted proxy sent in `x-request-id`, so that its access log and the
 * portal's name the same request, else a new one.
 */
export function requestIdOf(trustsProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    if (trustsProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomBytes(8).toString('hex');
  };
}

/**
 * Every answer names its request (`x-request-id`, and `requestId` in an error's body), and each
 * request is logged once, when answered: its route pattern, address without secrets, status and time.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Callback hooks: an async hook's promise on every request is a cost the cached reads feel.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // With the app's logger and the id, not the request's: that one is made only when used.
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
