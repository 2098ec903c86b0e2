/**
 * The signed-in session check (`GET /api/v1/auth/session` with a session cookie), which every
 * signed-in page asks first, on the embedded database and on PostgreSQL, against a bare Fastify
 * route answering 2 kB of JSON in a process of its own. Each portal is the built server
 * (`npm run build` first) in a process of its own, as deployed. Goal (issue 47): ≥ 0.3x on both.
 * `npm run bench:session-check` (needs the local PostgreSQL; BENCH_PG_URL points at its admin database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { fillEmbeddedDatabase } from './embedded-database.js';
import { compare, startBareRoute } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const EMAIL = 'customer@bench.test';
const PASSWORD = 'bench walnut drawer 1';

async function addCustomer(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role)
    values ('Customer', ${EMAIL}, ${await hashPassword(PASSWORD)}, 'VN', 'vi', now(), 4)`);
}

/** The customer's session cookie, from a login through the portal. */
async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  return cookie!.split(';')[0]!;
}

const started: BuiltPortal[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
const bare = await startBareRoute();
try {
  await fillEmbeddedDatabase(dataDir, addCustomer);
  await withBenchDatabase(async (db, url) => {
    await addCustomer(db);
    const portals = [
      { name: 'embedded database', portal: await startBuiltPortal(3297, { DATA_DIR: dataDir }) },
      { name: 'PostgreSQL', portal: await startBuiltPortal(3298, { DATABASE_URL: url }) },
    ];
    started.push(...portals.map(({ portal }) => portal));
    const targets = await Promise.all(
      portals.map(async ({ name, portal }) => ({
        name: `session check, ${name}`,
        url: `${portal.base}/api/v1/auth/session`,
        headers: { cookie: await sessionCookie(portal.base) },
        pid: portal.pid,
      })),
    );
    await compare(
      'Signed-in session check',
      { name: 'bare route, 2 kB of JSON (baseline)', url: bare.url, pid: bare.pid },
      targets,
    );
    console.log('Goal: the session check at ≥ 0.3x of the bare route on both databases (issue 47).');
    // The database is dropped next: its portal goes first.
    for (const portal of started.splice(0)) await portal.stop();
  });
} finally {
  for (const portal of started) await portal.stop();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
