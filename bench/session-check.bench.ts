/**
 * The signed-in session check (`GET /api/v1/auth/session` with a session cookie), which every
 * signed-in page asks first, on the embedded database and on PostgreSQL, against a bare Fastify
 * route answering 2 kB of JSON in a process of its own. Each portal is the built server
 * (`npm run build` first) in a process of its own, as deployed. Goal (issue 47): ≥ 0.3x on both.
 * Then the same with 1,000 visitors signed in, each request another's, at rest and while a customer
 * logs in ten times a second: a write that changes no session must leave the copies of them.
 * `npm run bench:session-check` (needs the local PostgreSQL; BENCH_PG_URL points at its admin database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../apps/server/src/db/client.js';
import { LOGIN_DEVICE_COOKIE } from '../apps/server/src/auth/login-device-cookies.js';
import { newSessionRow, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { sessions } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { newToken } from '../apps/server/src/utils/secure-token.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { fillEmbeddedDatabase } from './embedded-database.js';
import { compare, type FreshTarget, startBareRoute, type Target } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const EMAIL = 'customer@bench.test';
const PASSWORD = 'bench walnut drawer 1';
const VISITORS = 1000;
const LOGINS_PER_SECOND = 10;
/** The 1,000 visitors' session tokens, the same in both databases. */
const visitorTokens = Array.from({ length: VISITORS }, () => newToken());

async function addCustomers(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role)
    values ('Customer', ${EMAIL}, ${await hashPassword(PASSWORD)}, 'VN', 'vi', now(), 4)`);
  const visitors = await rowsOf<{ id: string }>(
    db.execute(sql`
      insert into users (name, email, country, language, email_verified_at, role)
      select 'Visitor ' || n, 'visitor-' || n || '@bench.test', 'VN', 'vi', now(), 4
      from generate_series(1, ${VISITORS}) as n returning id`),
  );
  await db
    .insert(sessions)
    .values(visitors.map(({ id }, index) => newSessionRow(visitorTokens[index]!, id, {}, false)));
}

/**
 * The customer logs in through the portal, with the device cookie of its last login (none: ''),
 * and gets the values of the cookies the login sets, by name.
 */
async function logIn(base: string, device = ''): Promise<Map<string, string>> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', cookie: `${LOGIN_DEVICE_COOKIE}=${device}` },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const pairs = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** The customer logs in LOGINS_PER_SECOND times a second, with the device cookie each login gave, until stopped. */
function keepLoggingIn(base: string): () => Promise<void> {
  let running = true;
  const loop = (async () => {
    let device = '';
    while (running) {
      const started = performance.now();
      device = (await logIn(base, device)).get(LOGIN_DEVICE_COOKIE)!;
      const wait = 1000 / LOGINS_PER_SECOND - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

/** The session check of the 1,000 visitors, while the customer logs in. */
function duringLogins(target: Target, base: string): FreshTarget {
  return {
    name: `${target.name}, ${LOGINS_PER_SECOND} logins a second`,
    async start() {
      const stop = keepLoggingIn(base);
      return { ...target, stop };
    },
  };
}

const started: BuiltPortal[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
const bare = await startBareRoute();
try {
  await fillEmbeddedDatabase(dataDir, addCustomers);
  await withBenchDatabase(async (db, url) => {
    await addCustomers(db);
    const portals = [
      { name: 'embedded database', portal: await startBuiltPortal(3297, { DATA_DIR: dataDir }) },
      { name: 'PostgreSQL', portal: await startBuiltPortal(3298, { DATABASE_URL: url }) },
    ];
    started.push(...portals.map(({ portal }) => portal));
    const targets = await Promise.all(
      portals.map(async ({ name, portal }) => ({
        name: `session check, ${name}`,
        url: `${portal.base}/api/v1/auth/session`,
        headers: { cookie: `${SESSION_COOKIE}=${(await logIn(portal.base)).get(SESSION_COOKIE)!}` },
        pid: portal.pid,
      })),
    );
    const visitors = portals.map(({ name, portal }): Target => ({
      name: `${VISITORS} visitors' session checks, ${name}`,
      url: `${portal.base}/api/v1/auth/session`,
      cookies: visitorTokens.map((token) => `${SESSION_COOKIE}=${token}`),
      pid: portal.pid,
    }));
    await compare(
      'Signed-in session check',
      { name: 'bare route, 2 kB of JSON (baseline)', url: bare.url, pid: bare.pid },
      [...targets, ...visitors.flatMap((target, index) => [target, duringLogins(target, portals[index]!.portal.base)])],
    );
    console.log('Goal: the session check at ≥ 0.3x of the bare route on both databases (issue 47),');
    console.log("and as fast while customers log in: a sign-in changes no visitor's session.");
    // The database is dropped next: its portal goes first.
    for (const portal of started.splice(0)) await portal.stop();
  });
} finally {
  for (const portal of started) await portal.stop();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
