/**
 * Logins a second and the event loop's lag while customers log in, on the embedded database and on
 * PostgreSQL: the built server (`npm run build` first) in a process of its own, as deployed, with 50
 * customers logging in over and over (each with the device cookie its last login gave it, as a
 * browser would), against a bare Fastify route in another process that only verifies the same
 * argon2 hash (the baseline: a login can be no faster than its hash). The lag is the server's own
 * figure (`nodejs_eventloop_lag_p99_seconds` and `_max_`, read from /metrics, which starts them
 * afresh at each read), at rest and during the logins, in interleaved rounds. Goals (issues 32
 * and 47): logins at ≥ 0.7x the bare verify's rate, and a lag p99 of at most 50 ms, on both.
 * `npm run bench:login-lag` (needs the local PostgreSQL; BENCH_PG_URL points at its admin database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { LOGIN_DEVICE_COOKIE } from '../apps/server/src/auth/login-device-cookies.js';
import { ARGON2_OPTIONS, hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { fillEmbeddedDatabase } from './embedded-database.js';
import { loadAverage, median, ROUNDS, SECONDS, startBareProcess } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const CUSTOMERS = 50;
const PASSWORD = 'bench walnut drawer 1';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

interface Portal {
  name: string;
  base: string;
  /** Each customer's device cookie, from their last login. */
  devices: string[];
  /** The bare verify has no /metrics to read its lag from. */
  bare?: true;
}

async function addCustomers(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (name, email, password_hash, country, language, email_verified_at, role)
    select 'Customer ' || n, 'customer-' || n || '@bench.test', ${await hashPassword(PASSWORD)}, 'VN', 'vi', now(), 4
    from generate_series(1, ${CUSTOMERS}) as n`);
}

const started: BuiltPortal[] = [];

async function startPortal(name: string, port: number, env: Record<string, string>): Promise<Portal> {
  const portalProcess = await startBuiltPortal(port, { METRICS_TOKEN, ...env });
  started.push(portalProcess);
  const { base } = portalProcess;
  const portal: Portal = { name, base, devices: Array.from({ length: CUSTOMERS }, () => '') };
  // The first logins, one at a time, give each customer a device cookie.
  for (let customer = 0; customer < CUSTOMERS; customer += 1) await logIn(portal, customer);
  return portal;
}

/**
 * The baseline: a bare Fastify route in a process of its own that verifies the password it is sent
 * against an argon2 hash made with the portal's parameters, and answers as a login does.
 */
async function startBareVerify(): Promise<Portal> {
  const bare = await startBareProcess(`
    import Fastify from 'fastify';
    import { hash, verify } from '@node-rs/argon2';
    const stored = await hash(${JSON.stringify(PASSWORD)}, ${JSON.stringify(ARGON2_OPTIONS)});
    const app = Fastify();
    app.post('/api/v1/auth/login', async (request, reply) => {
      if (!(await verify(stored, request.body.password))) return reply.status(401).send({ code: 'LOGIN_FAIL' });
      return { user: { email: request.body.email } };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(app.server.address().port);`);
  started.push({ base: '', pid: bare.pid, stop: bare.close });
  return {
    name: 'bare verify',
    base: bare.url.replace(/\/$/, ''),
    devices: Array.from({ length: CUSTOMERS }, () => ''),
    bare: true,
  };
}

async function logIn(portal: Portal, customer: number): Promise<boolean> {
  const res = await fetch(`${portal.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { origin: portal.base, 'content-type': 'application/json', cookie: portal.devices[customer]! },
    body: JSON.stringify({ email: `customer-${customer + 1}@bench.test`, password: PASSWORD }),
  });
  await res.arrayBuffer();
  const device = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOGIN_DEVICE_COOKIE}=`));
  if (device) portal.devices[customer] = device.split(';')[0]!;
  return res.status === 200;
}

/** The lag since the last read, in milliseconds. */
async function lag(portal: Portal): Promise<{ p99: number; max: number }> {
  const res = await fetch(`${portal.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

interface Round {
  rest: { p99: number; max: number };
  load: { p99: number; max: number };
  logins: number;
  failed: number;
}

const NO_LAG = { p99: Number.NaN, max: Number.NaN };

async function measureRound(portal: Portal): Promise<Round> {
  let rest = NO_LAG;
  if (!portal.bare) {
    await lag(portal);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rest = await lag(portal);
  }
  let logins = 0;
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    portal.devices.map(async (_device, customer) => {
      while (Date.now() < end) {
        if (await logIn(portal, customer)) logins += 1;
        else failed += 1;
      }
    }),
  );
  return { rest, load: portal.bare ? NO_LAG : await lag(portal), logins: logins / SECONDS, failed };
}

async function compareLogins(bare: Portal, portals: Portal[]): Promise<void> {
  const all = [bare, ...portals];
  const results = all.map(() => [] as Round[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`round ${round + 1}: load average ${loadAverage()}`);
    for (const [index, portal] of all.entries()) results[index]!.push(await measureRound(portal));
  }
  console.log(
    `\n${CUSTOMERS} customers logging in, ${SECONDS} s a measurement, ${ROUNDS} interleaved rounds (medians)`,
  );
  console.log(
    `${'server'.padEnd(12)} ${'logins/s'.padEnd(10)} ${'ratio'.padEnd(8)} ${'failed'.padEnd(8)} ${'lag p99 at rest'.padEnd(17)} ${'lag p99 / max during logins (ms)'}`,
  );
  const bareRate = median(results[0]!.map((round) => round.logins));
  for (const [index, portal] of all.entries()) {
    const rounds = results[index]!;
    const of = (pick: (round: Round) => number) => median(rounds.map(pick)).toFixed(0);
    const lagOf = (pick: (round: Round) => number) => (portal.bare ? '-' : of(pick));
    const ratio = `${(median(rounds.map((r) => r.logins)) / bareRate).toFixed(2)}x`;
    console.log(
      `${portal.name.padEnd(12)} ${of((r) => r.logins).padEnd(10)} ${ratio.padEnd(8)} ${of((r) => r.failed).padEnd(8)} ${`${lagOf((r) => r.rest.p99)} ms`.padEnd(17)} ${lagOf((r) => r.load.p99)} / ${lagOf((r) => r.load.max)}`,
    );
  }
  console.log('Goals: logins at ≥ 0.7x the bare verify, lag p99 ≤ 50 ms during logins (issue 47).');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
try {
  await fillEmbeddedDatabase(dataDir, addCustomers);
  await withBenchDatabase(async (db, url) => {
    await addCustomers(db);
    const bare = await startBareVerify();
    const portals = [
      await startPortal('PGlite', 3295, { DATA_DIR: dataDir }),
      await startPortal('PostgreSQL', 3296, { DATABASE_URL: url }),
    ];
    await compareLogins(bare, portals);
    // The database is dropped next: its portal goes first.
    for (const portal of started.splice(0)) await portal.stop();
  });
} finally {
  for (const portal of started) await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
