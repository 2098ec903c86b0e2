import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Language, LANGUAGE_COOKIE, LANGUAGES, parseLanguage } from '@oneclick/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './error-handler.js';
import { type FileInMemory, readFileInMemory, sendFromMemory } from './files-in-memory.js';
import type { PublicCache } from '../service-core/public-cache.js';
import { pagesWithData } from './pages-with-data.js';
import { contentSecurityPolicy } from './security-headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';

/** The types of what the build writes to `assets/`; anything else is sent as bytes. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A path the SPA can route: not the API, not an asset, no file extension. */
function isClientRoute(pathname: string): boolean {
  return !isApiPath(pathname) && !pathname.startsWith('/assets/') && path.extname(pathname) === '';
}

/** The public pages the build rendered as `pages/<language>/<file>`, by path (`index.html` is `/`), in memory. */
function prerenderedPages(webDistDir: string): Map<string, Record<Language, FileInMemory>> {
  const dir = path.join(webDistDir, 'pages', 'en-US');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
        Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            readFileInMemory(path.join(webDistDir, 'pages', language, file), HTML),
          ]),
        ) as Record<Language, FileInMemory>,
      ]),
  );
}

const INLINE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy's source for each inline script of the prerendered pages (their boot script): its hash. */
function inlineScriptHashes(pages: Map<string, Record<Language, FileInMemory>>): string[] {
  const hashes = new Set<string>();
  for (const page of pages.values()) {
    for (const file of Object.values(page)) {
      for (const [, script] of file.identity.toString('utf8').matchAll(INLINE_SCRIPT)) {
        hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
      }
    }
  }
  return [...hashes];
}

/**
 * The hashed files of the build (`assets/`, 5 MB with their compressed copies), by path. Sent by
 * `@fastify/static`, each took six times the CPU of the same bytes from memory: it opens, reads
 * and closes the file at every request.
 */
function hashedAssets(webDistDir: string): Map<string, FileInMemory> {
  const dir = path.join(webDistDir, 'assets');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'))
      .map((file) => [
        `/assets/${file}`,
        readFileInMemory(path.join(dir, file), ASSET_TYPES[path.extname(file)] ?? 'application/octet-stream'),
      ]),
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, a
 * public page already rendered in the language of the visitor's `one_language` cookie (with the
 * content as it is now, for the pages that show it), and `index.html` for other client routes so
 * deep links work. The assets, the pages and `index.html` are read once, at start, and sent from
 * memory. A prerendered page's policy allows its inline boot script by the script's hash; no other
 * answer allows an inline script.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, publicUrl, publicCache }: { webDistDir: string; publicUrl: string; publicCache: PublicCache },
): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = existsSync(indexPath);
  const index = built ? readFileInMemory(indexPath, HTML) : undefined;
  const prerendered = prerenderedPages(webDistDir);
  const withData = pagesWithData(app, webDistDir, publicCache);
  const pagePolicy = contentSecurityPolicy(publicUrl, inlineScriptHashes(prerendered));
  const assets = hashedAssets(webDistDir);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const page = prerendered.get(pathname);
    // With a query the page may show something else than its prerendered form: the app renders it.
    if (query !== undefined || !page) return sendFromMemory(request, reply, index!, { cacheControl: 'no-cache' });
    const language = parseLanguage(request.cookies[LANGUAGE_COOKIE]);
    const html = withData?.paths.has(pathname)
      ? await withData.page(pathname, language, page[language])
      : page[language];
    reply.header('content-security-policy', pagePolicy);
    return sendFromMemory(request, reply, html, { cacheControl: 'no-cache', vary: ['cookie'] });
  };

  if (built) {
    // A route for each (the static plugin would answer `/` itself with 403), whose answers the
    // answer cache keeps: a page is the same bytes for every visitor of its language.
    for (const pathname of prerendered.keys()) {
      app.get(pathname, { schema: { hide: true }, config: { cacheAnswer: true } }, sendPage);
    }
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const asset = assets.get(request.url.split('?')[0]!);
      if (!asset) return reply.callNotFound();
      return sendFromMemory(request, reply, asset, { cacheControl: IMMUTABLE });
    });
    // The rest of the build's files (the favicon, the illustrations), revalidated at every visit.
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // The assets are sent from memory; the page renderer is the server's, not the site's.
      globIgnore: ['assets/**', 'render/**'],
      // A route per file the build wrote, found at start: any other path goes straight to the
      // app's pages below, where a wildcard would first look for it on disk.
      wildcard: false,
      cacheControl: false,
      // The build wrote .br and .gz beside each file: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`The web app is not built (no ${indexPath}): run npm run build.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (built && wantsPage && isClientRoute(pathname)) {
      return sendPage(request, reply);
    }
    if (isApiPath(pathname) || !wantsPage) {
      return reply.status(404).send(notFoundEnvelope(request));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
