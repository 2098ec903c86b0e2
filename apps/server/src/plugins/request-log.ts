import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { redactUrl } from '../utils/redact-url.js';

/** An id a proxy sent, such as nginx's `$request_id` (32 hex digits). */
const FORWARDED_ID = /^[\w-]{8,64}$/;

/** Random bytes drawn this many at a time: a draw per request took 3 µs of every cached read. */
const POOL_BYTES = 4096;
const ID_BYTES = 8;
let pool = Buffer.alloc(0);
let used = 0;

/** 16 random hex digits. */
function newRequestId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('hex', used - ID_BYTES, used);
}

/**
 * The request's id: the one a trusted proxy sent in `x-request-id`, so that its access log and the
 * portal's name the same request, else a new one.
 */
export function requestIdOf(trustsProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    if (trustsProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return newRequestId();
  };
}

interface LineStream {
  write(line: string): void;
}

/** What the log line of an answered request says. */
export interface AnsweredRequest {
  id: string;
  method: string;
  /** The route's pattern, undefined when no route matched. */
  route: string | undefined;
  url: string;
  status: number;
  ms: number;
}

/** Writes an answered request's line, when the app logs at `info`. */
export type LogAnswered = (answered: AnsweredRequest) => void;

/**
 * Every answer names its request (`x-request-id`, and `requestId` in an error's body), and each
 * request is logged once, when answered: its route pattern, address without secrets, status and
 * time. Returns the line's writer, for the answers sent before Fastify's lifecycle.
 */
export function registerRequestLog(app: FastifyInstance): LogAnswered {
  const log = app.log as Logger & Partial<Record<symbol, unknown>>;
  // Absent when the app has no logger (tests).
  const stream = log[pino.symbols.streamSym] as LineStream | undefined;
  const bindings = log[pino.symbols.chindingsSym] as string;
  const logAnswered: LogAnswered = ({ id, method, route, url, status, ms }) => {
    if (!stream || !log.isLevelEnabled('info')) return;
    // The line pino would write for `log.info({ reqId, … }, 'request')`, from a template: pino's
    // serialising of the object took 0.7 µs of a cached read's 34. Only the route and the address
    // can hold characters JSON must escape.
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"reqId":"${id}","method":"${method}",` +
        `"route":${route === undefined ? 'null' : JSON.stringify(route)},"url":${JSON.stringify(redactUrl(url))},` +
        `"status":${status},"ms":${Math.round(ms * 10) / 10},"msg":"request"}\n`,
    );
  };
  // Callback hooks: an async hook's promise on every request is a cost the cached reads feel.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    logAnswered({
      id: request.id,
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
    done();
  });
  return logAnswered;
}
