/**
 * The pages a visitor opens first: `/` prerendered in Vietnamese and the app shell of a client
 * route (`/support`), brotli, and `/` revalidated (304), against a bare Fastify route in its own
 * process sending the same page's bytes from memory with the same headers. The portal is the
 * built server (`npm run build` first) in a process of its own on a fresh embedded database, at
 * its default logging, as deployed. `npm run bench:pages`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltPortal } from './built-portal.js';
import { compare, startBareRoute } from './measure.js';

const page = path.resolve(import.meta.dirname, '../apps/web/dist/pages/vi/index.html.br');
if (!existsSync(page)) throw new Error(`No web build (${page}): run npm run build first.`);

const bare = await startBareRoute({
  file: page,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'cookie, accept-encoding',
    'content-encoding': 'br',
  },
});

const portal = await startBuiltPortal(3285);
const { base, pid } = portal;
const headers = { 'accept-encoding': 'gzip, deflate, br', cookie: 'one_language=vi' };
const etag = (await fetch(`${base}/`, { headers })).headers.get('etag')!;

try {
  await compare(
    `Pages (${(readFileSync(page).length / 1024).toFixed(1)} kB br)`,
    { name: 'bare route, same bytes from memory, own process (baseline)', url: bare.url, headers, pid: bare.pid },
    [
      { name: '/ prerendered in vi (200, br)', url: `${base}/`, headers, pid },
      { name: '  same, revalidated (304)', url: `${base}/`, headers: { ...headers, 'if-none-match': etag }, pid },
      { name: '/support, the app shell (200, br)', url: `${base}/support`, headers, pid },
    ],
  );
  console.log('Goal: a prerendered page at ≥ 0.8x of the bare route (issue 32).');
} finally {
  await portal.stop();
  await bare.close();
}
