import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { PublicCache } from '../service-core/public-cache.js';
import { matchesEtag } from '../utils/conditional-get.js';
import type { CountAnswered } from './metrics.js';
import type { LogAnswered } from './request-log.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 to a GET depends on nothing but the URL, the Accept-Encoding and Cookie
     * headers and the content version: the answer cache keeps it whole and sends it again
     * (decision 044).
     */
    cacheAnswer?: boolean;
  }
}

/** Answers kept at most, the oldest dropped first: visitors choose the URLs and the cookies. */
export const ANSWER_CACHE_ENTRIES = 1000;

interface KeptAnswer {
  /** The content version known before the answer was made: it is no older than its content. */
  version: number;
  route: string | undefined;
  etag: string | undefined;
  /** Name, value, name, value…, as `writeHead` takes them, for a 304; the last value is the request's id. */
  notModifiedHeaders: string[];
  /** The 200's headers (the same way) and body; undefined when only its 304 was seen, so only a revalidation is answered. */
  ok: { headers: string[]; body: Buffer } | undefined;
}

/** What the answers sent before Fastify's lifecycle need from the app, once it is built. */
export interface AnswerCacheWiring {
  versions: Pick<PublicCache, 'trustedVersion'>;
  requestId: (request: IncomingMessage) => string;
  logAnswered: LogAnswered;
  countAnswered: CountAnswered;
}

export interface AnswerCache {
  /** Fastify's `serverFactory`: the server sends a kept answer itself and hands Fastify the rest. */
  serverFactory: FastifyServerFactory;
  /** Keeps the 200s of the routes that declare `cacheAnswer`; call before those routes are added. */
  register(app: FastifyInstance, wiring: AnswerCacheWiring): void;
}

const NOT_IN_A_304 = new Set(['content-type', 'content-encoding', 'content-length']);

function keyOf(request: IncomingMessage): string {
  const { headers } = request;
  return `${request.url}\n${headers['accept-encoding'] ?? ''}\n${headers.cookie ?? ''}`;
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The reply's headers as `writeHead` takes them, for a 200 of `bodyLength` bytes or, without it, a
 * 304; its own id left out and a slot for the next one's at the end.
 */
function headerList(reply: FastifyReply, bodyLength?: number): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || name === 'x-request-id' || name === 'content-length') continue;
    if (bodyLength === undefined && NOT_IN_A_304.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  if (bodyLength !== undefined) list.push('content-length', String(bodyLength));
  list.push('x-request-id', '');
  return list;
}

/**
 * Whole answers to public GETs (decision 044): a route that declares `cacheAnswer` has its 200s
 * kept, with their headers, by URL, Accept-Encoding and Cookie, for as long as the content version
 * they were made under holds, and so are their 304s (a browser that revalidates may never have
 * had its 200 from this process). The HTTP server sends a kept answer, or a 304 for its ETag, before
 * Fastify's lifecycle starts, and does for it what the hooks do for any answer: a request id, the
 * log line and the metrics' count. Anything else (another method, a body, a miss, a version this
 * process does not trust yet, a closing app) goes to Fastify.
 */
export function answerCache(maxEntries = ANSWER_CACHE_ENTRIES): AnswerCache {
  const answers = new Map<string, KeptAnswer>();
  let wiring: AnswerCacheWiring | undefined;
  let closing = false;

  /** Sends the kept answer to `request`; false when there is none to send. */
  function sendKept(request: IncomingMessage, response: ServerResponse): boolean {
    if (!wiring || closing || request.method !== 'GET' || hasBody(request)) return false;
    const kept = answers.get(keyOf(request));
    if (!kept) return false;
    // An older answer stays until the route's next 200 replaces it or its 304 renews it.
    if (kept.version !== wiring.versions.trustedVersion()) return false;
    const notModified = kept.etag !== undefined && matchesEtag(request.headers['if-none-match'], kept.etag);
    if (!notModified && !kept.ok) return false;
    const startedAt = performance.now();
    const id = wiring.requestId(request);
    const headers = notModified ? kept.notModifiedHeaders : kept.ok!.headers;
    // The list is read whole by writeHead before anything else runs: its id slot is this request's.
    headers[headers.length - 1] = id;
    const status = notModified ? 304 : 200;
    response.writeHead(status, headers);
    response.end(notModified ? undefined : kept.ok!.body);
    const ms = performance.now() - startedAt;
    wiring.logAnswered({ id, method: 'GET', route: kept.route, url: request.url!, status, ms });
    wiring.countAnswered('GET', kept.route, status, ms / 1000);
    return true;
  }

  /** Keeps a 200 (with `body`) or a 304 (without). */
  function keep(request: FastifyRequest, reply: FastifyReply, version: number, body?: Buffer): void {
    const key = keyOf(request.raw);
    const etag = reply.getHeader('etag') as string | undefined;
    const kept = answers.get(key);
    if (!body && kept?.etag === etag) {
      // The 304 says the kept body is still the content's.
      kept!.version = Math.max(kept!.version, version);
      return;
    }
    answers.delete(key);
    answers.set(key, {
      version,
      route: request.routeOptions.url,
      etag,
      notModifiedHeaders: headerList(reply),
      ok: body ? { headers: headerList(reply, body.length), body } : undefined,
    });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
  }

  return {
    serverFactory(handler, options) {
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!sendKept(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it makes itself (fastify/lib/server.js).
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
      if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },
    register(app, wired) {
      wiring = wired;
      const versions = new WeakMap<FastifyRequest, number>();
      const noteVersion: onRequestHookHandler = (request, _reply, done) => {
        const version = wired.versions.trustedVersion();
        if (version !== undefined) versions.set(request, version);
        done();
      };
      const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
        const version = versions.get(request);
        if (version !== undefined && request.method === 'GET' && !reply.hasHeader('set-cookie')) {
          if (reply.statusCode === 200 && Buffer.isBuffer(payload)) keep(request, reply, version, payload);
          if (reply.statusCode === 304 && payload == null && reply.hasHeader('etag')) keep(request, reply, version);
        }
        done(null, payload);
      };
      app.addHook('onRoute', (route) => {
        if (!route.config?.cacheAnswer) return;
        // Last of the route's hooks, so the answer is kept as it leaves (after compression).
        route.onRequest = [...[route.onRequest ?? []].flat(), noteVersion];
        route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
      });
      app.addHook('preClose', (done) => {
        closing = true;
        done();
      });
    },
  };
}
