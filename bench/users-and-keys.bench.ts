/**
 * The staff dashboard's lists with 100,000 users and 100,000 licence keys, on the embedded
 * database and on PostgreSQL: the user list, a prefix search, a reseller's clients, the key list
 * and the resellers' figures, from the built portal (`npm run build` first) in a process of its
 * own at its default logging, against a bare Fastify route in another (ratios only), at 10
 * connections (issue 47: every staff list's p99 within 100 ms there), after the query plans
 * (EXPLAIN) that show indexed lookups rather than scans. `npm run bench` (needs the local
 * PostgreSQL; BENCH_PG_URL points at its admin database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { runAsSystem, systemDeps } from '../apps/server/src/service-core/unit-of-work.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { fillEmbeddedDatabase } from './embedded-database.js';
import { compare, startBareRoute, type Target } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const USERS = 100_000;
const KEYS = 100_000;
const PASSWORD = 'bench walnut drawer 1';
/** The connections issue 47's goal is set at. */
const CONNECTIONS = 10;

/** The admin, a reseller with 1,000 clients and 10,000 keys, and the rest of the users and keys. */
async function fill(db: Database): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role, is_reseller, commission_rate, created_at)
    values ('Bench Admin', 'admin@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 0, false, null, now() - interval '1 year'),
           ('Bench Reseller', 'reseller@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 2, true, 20, now() - interval '1 year')`);
  // Staff work needs a session that proved a second factor the account still has (decision 023).
  await db.execute(sql`
    insert into totp_credentials (user_id, secret, confirmed_at)
    select id, 'bench', now() from users where email = 'admin@bench.test'`);
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role, reseller_id, created_at)
    select 'Customer ' || n, 'customer-' || n || '@factory.test', ${passwordHash}, 'TH', 'th', now(), 4,
           case when n % 100 = 0 then (select id from users where email = 'reseller@bench.test') end,
           now() - (n || ' seconds')::interval
    from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`
    insert into licence_keys (code, account_type, months, reseller_id, created_at)
    select upper(substr(md5(n::text), 1, 16)), (array[5, 6, 7, 8])[1 + n % 4], 12,
           case when n % 10 = 0 then (select id from users where email = 'reseller@bench.test') end,
           now() - (n || ' seconds')::interval
    from generate_series(1, ${KEYS}) as n`);
  // As autovacuum (or the embedded database's upkeep, decision 039) leaves a table after such a fill.
  await db.execute(sql`vacuum analyze`);
  await printPlans(db);
}

/** A session of `email` that proved a second factor (decision 023), as if they had logged in and typed their code. */
async function sessionOf(db: Database, email: string): Promise<Record<string, string>> {
  const token = await runAsSystem(systemDeps(db, loadConfig({}), pino({ level: 'silent' })), async ({ tx }) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    return createSession(tx, user!.id, { ip: '127.0.0.1' }, true);
  });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

const resellerId = sql`(select id from users where email = 'reseller@bench.test')`;
const plans: [string, ReturnType<typeof sql>][] = [
  ['user list, page 1', sql`select * from users order by created_at desc, id desc limit 200`],
  [
    'user search by prefix',
    sql`select * from users where lower(email) like 'customer-9999%' or lower(name) like 'customer-9999%' order by created_at desc, id desc limit 200`,
  ],
  [
    'a reseller’s clients',
    sql`select * from users where reseller_id = ${resellerId} order by created_at desc, id desc limit 200`,
  ],
  ['key list, page 1', sql`select * from licence_keys order by created_at desc, id desc limit 50`],
  [
    'a reseller’s keys',
    sql`select * from licence_keys where reseller_id = ${resellerId} order by created_at desc, id desc limit 50`,
  ],
  ['a key by its code', sql`select * from licence_keys where code = 'ABCDEFGHJKMNPQRS'`],
];
async function printPlans(db: Database): Promise<void> {
  console.log('\nQuery plans\n');
  for (const [name, query] of plans) {
    const result = await db.execute(sql`explain ${query}`);
    const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
    console.log(`${name}:\n  ${lines.join('\n  ')}\n`);
  }
}

/** The lists measured, as `admin` and `reseller` ask them of `portal`. */
function listsOf(
  database: string,
  portal: BuiltPortal,
  admin: Record<string, string>,
  reseller: Record<string, string>,
) {
  const lists: [string, string, Record<string, string>][] = [
    ['GET /api/v1/users (admin, page 1 of 500)', '/api/v1/users', admin],
    ['GET /api/v1/users?q=customer-9999 (prefix search)', '/api/v1/users?q=customer-9999', admin],
    ['GET /api/v1/users (reseller: their 1,000 clients)', '/api/v1/users', reseller],
    ['GET /api/v1/licence-keys (admin, page 1 of 2,000)', '/api/v1/licence-keys', admin],
    ['GET /api/v1/licence-keys (reseller: their 10,000)', '/api/v1/licence-keys', reseller],
    ['GET /api/v1/resellers (admin: counts over keys and clients)', '/api/v1/resellers', admin],
    ['GET /api/v1/resellers/me (the reseller’s own figures)', '/api/v1/resellers/me', reseller],
  ];
  return lists.map(([name, url, headers]): Target => ({
    name: `${name}, ${database}`,
    url: `${portal.base}${url}`,
    headers,
    pid: portal.pid,
  }));
}

const started: BuiltPortal[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
const bare = await startBareRoute();
try {
  let embedded: { admin: Record<string, string>; reseller: Record<string, string> } | undefined;
  await fillEmbeddedDatabase(dataDir, async (db) => {
    await fill(db);
    embedded = { admin: await sessionOf(db, 'admin@bench.test'), reseller: await sessionOf(db, 'reseller@bench.test') };
  });
  await withBenchDatabase(async (db, url) => {
    await fill(db);
    const [admin, reseller] = [await sessionOf(db, 'admin@bench.test'), await sessionOf(db, 'reseller@bench.test')];
    const pglite = await startBuiltPortal(3289, { DATA_DIR: dataDir });
    started.push(pglite);
    const postgres = await startBuiltPortal(3290, { DATABASE_URL: url });
    started.push(postgres);
    await compare(
      `${USERS.toLocaleString('en')} users, ${KEYS.toLocaleString('en')} keys`,
      { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url, pid: bare.pid },
      [
        ...listsOf('embedded', pglite, embedded!.admin, embedded!.reseller),
        ...listsOf('PostgreSQL', postgres, admin, reseller),
      ],
      CONNECTIONS,
    );
    console.log(
      `Goal: every staff list's p99 within 100 ms at ${CONNECTIONS} connections on both databases (issue 47).`,
    );
    // The database is dropped next: its portal goes first.
    for (const portal of started.splice(0)) await portal.stop();
  });
} finally {
  for (const portal of started) await portal.stop();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
