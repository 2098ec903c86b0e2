/**
 * The public site's reads, from the built portal (`npm run build` first) in processes of its own
 * at its default logging, against a bare Fastify route answering 2 kB of JSON in another (ratios,
 * not absolute times: the machines are shared), loaded by autocannon in processes of its own: the
 * tutorial list (200 and 304) on PGlite and PostgreSQL with the 3 demo posts, and on PostgreSQL
 * with 100,000 posts (33,333 in Vietnamese) the list, its second page, a search, and searches
 * never asked before (a new word at each request, found in the language's index in memory) beside
 * the least any read from the database costs (the health check's `select 1`), with what reading
 * and indexing the 33,333 posts takes in time and memory; and the largest hashed script
 * against a bare route sending the same bytes, from two autocannon processes (one takes about 800
 * responses a second of such a body). `npm run bench` (PostgreSQL: BENCH_PG_URL, the local
 * server's admin database by default; the benchmark makes its own databases and drops them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, openPostgres } from '../apps/server/src/db/client.js';
import { addDemoTutorials } from '../apps/server/src/modules/tutorials/demo-content.js';
import { systemDeps } from '../apps/server/src/service-core/unit-of-work.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { compare, residentBytes, startBareRoute, type Target } from './measure.js';

const MANY_POSTS = 100_000;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const config = loadConfig({});
const silentLog = pino({ level: 'silent' });
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const databases: string[] = [];
const closers: (() => Promise<unknown>)[] = [];
const brotli = { 'accept-encoding': 'gzip, deflate, br' };

/** A fresh, migrated PostgreSQL database, filled by `fill`; its address. */
async function postgresDatabase(fill: (db: Database) => Promise<void>): Promise<string> {
  const name = `oneclick_bench_${process.pid}_${databases.length}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openPostgres(url);
  await handle.migrate();
  await fill(handle.db);
  await handle.close();
  return url;
}

async function portal(port: number, env: Record<string, string> = {}): Promise<BuiltPortal> {
  const started = await startBuiltPortal(port, env);
  closers.push(() => started.stop());
  return started;
}

/** The list of `lang` on the portal, as a browser asks for it, and revalidated. */
async function listTargets(label: string, { base, pid }: BuiltPortal, lang: string): Promise<Target[]> {
  const url = `${base}/api/v1/tutorials?lang=${lang}`;
  const etag = (await fetch(url)).headers.get('etag')!;
  return [
    { name: `tutorials, ${label} (200, br)`, url, headers: brotli, pid },
    { name: `  same, revalidated (304)`, url, headers: { 'if-none-match': etag }, pid },
  ];
}

try {
  const small = await postgresDatabase((db) => addDemoTutorials(systemDeps(db, config, silentLog)).then(() => {}));
  const large = await postgresDatabase(async (db) => {
    console.log(`Writing ${MANY_POSTS.toLocaleString('en')} posts…`);
    await db.execute(sql`
      insert into categories (name, slug, lang)
      select 'Category ' || n, 'category-' || n, (array['vi', 'en-US', 'th'])[1 + n % 3] from generate_series(0, 29) as n`);
    await db.execute(sql`
      insert into posts (title, short_description, video_id, lang, category_id, created_at)
      select 'Tutorial ' || n, 'A short description of what this tutorial shows, about two lines long in the list.',
             'Ab3_cD4-eF5', c.lang, c.id, now() - make_interval(secs => n)
      from generate_series(1, ${MANY_POSTS}) as n
      join categories c on c.slug = 'category-' || (n % 30)`);
    await db.execute(sql`vacuum analyze`);
  });

  const bare = await startBareRoute();
  closers.push(() => bare.close());
  // The embedded portal adds the demo tutorials to its new database itself.
  const embedded = await portal(3286);
  const many = await portal(3288, { DATABASE_URL: large });
  const residentBefore = residentBytes(many.pid);
  const firstReadAt = performance.now();
  const largeList = await listTargets('100,000 posts, PostgreSQL', many, 'vi');
  const indexing = `${(performance.now() - firstReadAt).toFixed(0)} ms, resident memory +${((residentBytes(many.pid) - residentBefore) / 1e6).toFixed(0)} MB`;
  const targets = [
    ...(await listTargets('3 posts, PGlite', embedded, 'en-US')),
    ...(await listTargets('3 posts, PostgreSQL', await portal(3287, { DATABASE_URL: small }), 'en-US')),
    ...largeList,
  ];
  // The second page and a search, kept once read like the first page.
  const list = `${many.base}/api/v1/tutorials?lang=vi`;
  const { nextCursor, posts: firstPosts } = (await (await fetch(list)).json()) as {
    nextCursor: string;
    posts: { id: string }[];
  };
  targets.push(
    { name: '  page 2 (br)', url: `${list}&after=${encodeURIComponent(nextCursor)}`, headers: brotli, pid: many.pid },
    { name: '  search "Tutorial 9999" (br)', url: `${list}&q=Tutorial%209999`, headers: brotli, pid: many.pid },
    {
      name: '  searches never asked before (br)',
      url: `${list}&q=never[<id>]x`,
      headers: brotli,
      pid: many.pid,
      newIdEachRequest: true,
    },
    // A link to one tutorial, read from the database by its id at each request.
    {
      name: '  one tutorial by id (br)',
      url: `${many.base}/api/v1/tutorials/${firstPosts[0]!.id}`,
      headers: brotli,
      pid: many.pid,
    },
    // What any read from the database costs at the least: one round trip for a `select 1`.
    { name: '  one database round trip (/api/v1/health)', url: `${many.base}/api/v1/health`, pid: many.pid },
  );

  // The largest hashed script of the build, if there is one, against its bytes sent from memory.
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const script = readdirSync(assets, { withFileTypes: true })
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => ({ name: entry.name, size: readFileSync(path.join(assets, entry.name)).length }))
    .sort((a, b) => b.size - a.size)[0];
  if (script) {
    const file = path.join(assets, `${script.name}.br`);
    const memory = await startBareRoute({
      file,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br' },
    });
    closers.push(() => memory.close());
    const size = `${(readFileSync(file).length / 1024).toFixed(0)} kB br`;
    targets.push(
      { name: `the same bytes from memory (${size})`, url: memory.url, headers: brotli, pid: memory.pid, clients: 2 },
      {
        name: `/assets/${script.name} (precompressed)`,
        url: `${embedded.base}/assets/${script.name}`,
        headers: brotli,
        pid: embedded.pid,
        clients: 2,
      },
    );
  } else {
    console.log('No web build (npm run build): the asset is not measured.');
  }

  const rates = await compare(
    'The public reads',
    { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url, pid: bare.pid },
    targets,
  );
  console.log('Goals: the list at ≥ 0.50x on PostgreSQL and ≥ 0.25x on PGlite, p99 ≤ 20 ms, a 304 at least as fast;');
  console.log('any uncached public page at ≥ 0.20x on PostgreSQL (issue 32).');
  console.log(`The first read of the 33,333 Vietnamese posts, which reads and indexes them: ${indexing}.`);
  if (script) {
    const [memory, asset] = targets.slice(-2).map((target) => rates.get(target.name)!.rate);
    console.log(`The asset: ${(asset! / memory!).toFixed(2)}x its bytes sent from memory (goal: ≥ 0.30x).`);
  }
} finally {
  for (const close of closers.reverse()) await close();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
