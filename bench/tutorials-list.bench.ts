/**
 * How fast the public tutorial list answers, against a bare Fastify route answering 2 kB of JSON
 * in the same process and run (ratios, not absolute times: the machines are shared), loaded by
 * autocannon in its own process. `npm run bench`. Loopback only.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { categories, posts } from '../apps/server/src/db/schema/index.js';
import { compare, startBareRoute } from './measure.js';

const database = await openPglite('memory://');
await database.migrate();
for (const lang of ['vi', 'en-US', 'th']) {
  for (let c = 0; c < 10; c += 1) {
    const [category] = await database.db
      .insert(categories)
      .values({ name: `Category ${c}`, slug: `category-${c}`, lang })
      .returning();
    await database.db.insert(posts).values(
      Array.from({ length: 20 }, (_, p) => ({
        title: `Tutorial ${c}.${p}`,
        shortDescription: 'A short description of what this tutorial shows, about two lines long in the list.',
        videoId: 'Ab3_cD4-eF5',
        lang,
        categoryId: category!.id,
      })),
    );
  }
}

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const portal = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const bare = await startBareRoute();

const list = `${portal}/api/v1/tutorials?lang=vi`;
const etag = (await fetch(list)).headers.get('etag')!;
await compare(
  'The public tutorial list, PGlite in memory',
  { name: 'bare Fastify route, 2 kB JSON (baseline)', url: bare.url },
  [
    { name: 'GET /api/v1/health (select 1)', url: `${portal}/api/v1/health` },
    { name: 'GET /api/v1/tutorials?lang=vi (200 posts)', url: list },
    { name: '  same, revalidated (304)', url: list, headers: { 'if-none-match': etag } },
    { name: '  same, gzip', url: list, headers: { 'accept-encoding': 'gzip' } },
  ],
);
await app.close();
await bare.close();
await database.close();
