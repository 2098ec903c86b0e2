/**
 * The staff dashboard's lists with 100,000 users and 100,000 licence keys on the embedded
 * database: the user list, a prefix search, a reseller's clients, the key list and the resellers'
 * figures, from the built portal (`npm run build` first) in a process of its own at its default
 * logging, against a bare Fastify route in another (ratios only), after the query plans
 * (EXPLAIN) that show indexed lookups rather than scans. `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { runAsSystem, systemDeps } from '../apps/server/src/service-core/unit-of-work.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { startBuiltPortal } from './built-portal.js';
import { compare, startBareRoute } from './measure.js';

const USERS = 100_000;
const KEYS = 100_000;
const PASSWORD = 'bench walnut drawer 1';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
const database = await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const db = database.db;
const passwordHash = await hashPassword(PASSWORD);
await db.execute(sql`
  insert into users (name, email, password_hash, country, language, email_verified_at, role, is_reseller, commission_rate, created_at)
  values ('Bench Admin', 'admin@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 0, false, null, now() - interval '1 year'),
         ('Bench Reseller', 'reseller@bench.test', ${passwordHash}, 'VN', 'en-US', now(), 2, true, 20, now() - interval '1 year')`);
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
await db.execute(sql`analyze`);

/** A session of `email` that proved a second factor (decision 023), as if they had logged in and typed their code. */
async function sessionOf(email: string): Promise<Record<string, string>> {
  const token = await runAsSystem(systemDeps(db, loadConfig({}), pino({ level: 'silent' })), async ({ tx }) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    return createSession(tx, user!.id, { ip: '127.0.0.1' }, true);
  });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}
const admin = await sessionOf('admin@bench.test');
const reseller = await sessionOf('reseller@bench.test');

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
console.log('\nQuery plans\n');
for (const [name, query] of plans) {
  const result = await db.execute(sql`explain ${query}`);
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
  console.log(`${name}:\n  ${lines.join('\n  ')}\n`);
}

await database.close();

const server = await startBuiltPortal(3289, { DATA_DIR: dataDir });
const portal = server.base;
const bare = await startBareRoute();
await compare(
  `${USERS.toLocaleString('en')} users, ${KEYS.toLocaleString('en')} keys, PGlite`,
  { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url, pid: bare.pid },
  [
    {
      name: 'GET /api/v1/auth/session (the session lookup alone)',
      url: `${portal}/api/v1/auth/session`,
      headers: admin,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/users (admin, page 1 of 500)',
      url: `${portal}/api/v1/users`,
      headers: admin,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/users?q=customer-9999 (prefix search)',
      url: `${portal}/api/v1/users?q=customer-9999`,
      headers: admin,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/users (reseller: their 1,000 clients)',
      url: `${portal}/api/v1/users`,
      headers: reseller,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/licence-keys (admin, page 1 of 2,000)',
      url: `${portal}/api/v1/licence-keys`,
      headers: admin,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/licence-keys (reseller: their 10,000)',
      url: `${portal}/api/v1/licence-keys`,
      headers: reseller,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/resellers (admin: counts over keys and clients)',
      url: `${portal}/api/v1/resellers`,
      headers: admin,
      pid: server.pid,
    },
    {
      name: 'GET /api/v1/resellers/me (the reseller’s own figures)',
      url: `${portal}/api/v1/resellers/me`,
      headers: reseller,
      pid: server.pid,
    },
  ],
);

await server.stop();
await bare.close();
rmSync(dataDir, { recursive: true, force: true });
