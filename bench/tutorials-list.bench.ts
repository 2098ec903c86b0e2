/**
 * How fast the public tutorial list answers, against a bare Fastify route measured in the
 * same process and run (ratios, not absolute times: the machines are shared).
 * `npm run bench`. Loopback only; a fixed number of requests per target.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { categories, posts } from '../apps/server/src/db/schema/index.js';
import { CONCURRENCY, measure, printRatios, REQUESTS, startBareRoute } from './measure.js';

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

const etag = (await fetch(`${portal}/api/v1/tutorials?lang=vi`)).headers.get('etag')!;
const baseline = await measure(bare.url);
const rows: [string, number][] = [
  ['bare Fastify route (baseline)', baseline],
  ['GET /api/v1/health (select 1)', await measure(`${portal}/api/v1/health`)],
  ['GET /api/v1/tutorials?lang=vi (200 posts)', await measure(`${portal}/api/v1/tutorials?lang=vi`)],
  ['  same, revalidated (304)', await measure(`${portal}/api/v1/tutorials?lang=vi`, { 'if-none-match': etag })],
  ['  same, gzip', await measure(`${portal}/api/v1/tutorials?lang=vi`, { 'accept-encoding': 'gzip' })],
];

printRatios(`${REQUESTS} requests per target, ${CONCURRENCY} at a time, PGlite in memory`, rows, baseline);
await app.close();
await bare.close();
await database.close();
