import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server notification (a payment webhook): no browser sends it, so it has no
     * Origin; it must authenticate itself (its own key or signature) instead. A session cookie
     * sent with it is not read (auth/current-user.ts): the audit log records no user for it.
     */
    webhook?: boolean;
    /**
     * Called by the extension, not a browser: it carries no cookie and is authorised, if at all,
     * by a device code or a bearer token no other site can make a browser send.
     */
    software?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF protection for every state-changing call, whatever its path and however it is
 * spelled: the browser's Origin (or Referer) must be this site (the public URL, or the host
 * the request was sent to). Bodies are JSON only, which a cross-site HTML form cannot send.
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.removeContentTypeParser('text/plain');
  // A callback hook: reads, most of the traffic, pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { webhook, software } = request.routeOptions.config;
    if (SAFE_METHODS.has(request.method) || webhook || software) return done();
    const origin = originOf(request);
    let sameSite = false;
    if (origin) {
      try {
        sameSite = origin === publicOrigin || new URL(origin).host === request.headers.host;
      } catch {
        sameSite = false;
      }
    }
    done(sameSite ? undefined : new AppError('FORBIDDEN', 403, 'Cross-site request refused.'));
  });
}
