/**
 * The public site's reads against a bare Fastify route answering 2 kB of JSON in the same process
 * (ratios, not absolute times: the machines are shared), loaded by autocannon in its own process:
 * the tutorial list (200 and 304) on PGlite and PostgreSQL with the 3 demo posts and on PostgreSQL
 * with 100,000 posts (33,333 in Vietnamese), and a hashed asset against a bare route sending the
 * same bytes from memory. `npm run bench` (PostgreSQL: BENCH_PG_URL, the local server's admin
 * database by default; the benchmark makes its own databases and drops them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { throwawayLicenceSigner } from '../apps/server/src/domain/licence-signing.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/server/src/db/client.js';
import { addDemoTutorials } from '../apps/server/src/modules/tutorials/demo-content.js';
import { compare, startBareRoute, type Target } from './measure.js';

const MANY_POSTS = 100_000;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const config = loadConfig({ LOG_LEVEL: 'silent' });
const silentLog = pino({ level: 'silent' });
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const databases: string[] = [];
const closers: (() => Promise<unknown>)[] = [];

async function postgresDatabase(): Promise<DatabaseHandle> {
  const name = `oneclick_bench_${process.pid}_${databases.length}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  const handle = await openPostgres(adminUrl.replace(/\/[^/]*$/, `/${name}`));
  await handle.migrate();
  return handle;
}

/** The portal on `database`, listening; its base address. */
async function portal(database: DatabaseHandle): Promise<string> {
  const app = await buildApp(
    { config, db: database.db, licenceSigner: await throwawayLicenceSigner() },
    { logger: false },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  closers.push(
    () => app.close(),
    () => database.close(),
  );
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The list of `lang` on `base`, as a browser asks for it, and revalidated. */
async function listTargets(label: string, base: string, lang: string): Promise<Target[]> {
  const url = `${base}/api/v1/tutorials?lang=${lang}`;
  const etag = (await fetch(url)).headers.get('etag')!;
  return [
    { name: `tutorials, ${label} (200, br)`, url, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { name: `  same, revalidated (304)`, url, headers: { 'if-none-match': etag } },
  ];
}

try {
  const pglite = await openPglite('memory://');
  await pglite.migrate();
  await addDemoTutorials({ db: pglite.db, config, log: silentLog });
  const small = await postgresDatabase();
  await addDemoTutorials({ db: small.db, config, log: silentLog });
  const large = await postgresDatabase();
  console.log(`Writing ${MANY_POSTS.toLocaleString('en')} posts…`);
  await large.db.execute(sql`
    insert into categories (name, slug, lang)
    select 'Category ' || n, 'category-' || n, (array['vi', 'en-US', 'th'])[1 + n % 3] from generate_series(0, 29) as n`);
  await large.db.execute(sql`
    insert into posts (title, short_description, video_id, lang, category_id, created_at)
    select 'Tutorial ' || n, 'A short description of what this tutorial shows, about two lines long in the list.',
           'Ab3_cD4-eF5', c.lang, c.id, now() - make_interval(secs => n)
    from generate_series(1, ${MANY_POSTS}) as n
    join categories c on c.slug = 'category-' || (n % 30)`);
  await large.db.execute(sql`vacuum analyze`);

  const bare = await startBareRoute();
  closers.push(() => bare.close());
  const targets = [
    ...(await listTargets('3 posts, PGlite', await portal(pglite), 'en-US')),
    ...(await listTargets('3 posts, PostgreSQL', await portal(small), 'en-US')),
    ...(await listTargets('100,000 posts, PostgreSQL', await portal(large), 'vi')),
  ];

  // The largest hashed script of the build, if there is one, against its bytes sent from memory.
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const script = readdirSync(assets, { withFileTypes: true })
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => ({ name: entry.name, size: readFileSync(path.join(assets, entry.name)).length }))
    .sort((a, b) => b.size - a.size)[0];
  if (script) {
    const bytes = readFileSync(path.join(assets, `${script.name}.br`));
    const memory = Fastify();
    memory.get('/', (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('content-encoding', 'br').send(bytes),
    );
    await memory.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => memory.close());
    const base = targets[0]!.url.replace(/\/api\/.*$/, '');
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    targets.push(
      {
        name: `the same bytes from memory (${(bytes.length / 1024).toFixed(0)} kB br)`,
        url: `http://127.0.0.1:${(memory.server.address() as AddressInfo).port}/`,
        headers,
      },
      { name: `/assets/${script.name} (precompressed)`, url: `${base}/assets/${script.name}`, headers },
    );
  } else {
    console.log('No web build (npm run build): the asset is not measured.');
  }

  const rates = await compare(
    'The public reads',
    { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url },
    targets,
  );
  console.log('Goals: the list at ≥ 0.50x on PostgreSQL and ≥ 0.25x on PGlite, p99 ≤ 20 ms, a 304 at least as fast.');
  if (script) {
    const [memory, asset] = targets.slice(-2).map((target) => rates.get(target.name)!.rate);
    console.log(`The asset: ${(asset! / memory!).toFixed(2)}x its bytes sent from memory (goal: ≥ 0.30x).`);
  }
} finally {
  for (const close of closers.reverse()) await close();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
