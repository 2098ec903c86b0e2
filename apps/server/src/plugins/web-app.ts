import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundEnvelope } from './error-handler.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A path the SPA can route: not the API, not an asset, no file extension. */
function isClientRoute(pathname: string): boolean {
  return !isApiPath(pathname) && !pathname.startsWith('/assets/') && path.extname(pathname) === '';
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and `index.html` for client routes so deep links work.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = existsSync(indexPath);
  // Through the static plugin, so the precompressed index.html.br or .gz is chosen too.
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');

  if (built) {
    // The static plugin would answer the root folder itself with 403.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      cacheControl: false,
      // The build wrote .br and .gz beside each file: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`The web app is not built (no ${indexPath}): run npm run build.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (built && wantsPage && isClientRoute(pathname)) {
      return sendIndex(reply);
    }
    if (isApiPath(pathname) || !wantsPage) {
      return reply.status(404).send(notFoundEnvelope(request.method, request.url));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
