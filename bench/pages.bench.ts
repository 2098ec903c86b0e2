/**
 * The pages a visitor opens first: `/` prerendered in Vietnamese and the app shell of a client
 * route (`/support`), brotli, and `/` revalidated (304), against a bare Fastify route in its own
 * process sending the same page's bytes from memory with the same headers. The portal runs on
 * PGlite in memory with the real build (`npm run build` first) and its default logging, as deployed.
 * `npm run bench:pages`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { throwawayLicenceSigner } from '../apps/server/src/domain/licence-signing.js';
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

const database = await openPglite('memory://');
await database.migrate();
const config = loadConfig({});
const app = await buildApp({ config, db: database.db, licenceSigner: await throwawayLicenceSigner() });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const headers = { 'accept-encoding': 'gzip, deflate, br', cookie: 'one_language=vi' };
const etag = (await fetch(`${base}/`, { headers })).headers.get('etag')!;

try {
  await compare(
    `Pages (${(readFileSync(page).length / 1024).toFixed(1)} kB br)`,
    { name: 'bare route, same bytes from memory, own process (baseline)', url: bare.url, headers },
    [
      { name: '/ prerendered in vi (200, br)', url: `${base}/`, headers },
      { name: '  same, revalidated (304)', url: `${base}/`, headers: { ...headers, 'if-none-match': etag } },
      { name: '/support, the app shell (200, br)', url: `${base}/support`, headers },
    ],
  );
  console.log('Goal: a prerendered page at ≥ 0.8x of the bare route (issue 32).');
} finally {
  await app.close();
  await database.close();
  await bare.close();
}
