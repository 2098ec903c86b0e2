/**
 * The event loop's lag while customers log in, on the embedded database and on PostgreSQL: the
 * built server (`npm run build` first) in a process of its own, as deployed, with 50 customers
 * logging in over and over (each with the device cookie its last login gave it, as a browser
 * would). The lag is the server's own figure (`nodejs_eventloop_lag_p99_seconds` and `_max_`,
 * read from /metrics, which starts them afresh at each read), at rest and during the logins, in
 * interleaved rounds. Goal (issue 32): a p99 of at most 50 ms on both.
 * `npm run bench:login-lag` (needs the local PostgreSQL; BENCH_PG_URL points at its admin database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from '../apps/server/src/db/client.js';
import { LOGIN_DEVICE_COOKIE } from '../apps/server/src/auth/login-device-cookies.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { type BuiltPortal, startBuiltPortal } from './built-portal.js';
import { loadAverage, median, ROUNDS, SECONDS } from './measure.js';
import { withBenchDatabase } from './postgres-database.js';

const CUSTOMERS = 50;
const PASSWORD = 'bench walnut drawer 1';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

interface Portal {
  name: string;
  base: string;
  /** Each customer's device cookie, from their last login. */
  devices: string[];
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

async function measureRound(portal: Portal): Promise<Round> {
  await lag(portal);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rest = await lag(portal);
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
  return { rest, load: await lag(portal), logins: logins / SECONDS, failed };
}

async function compareLogins(portals: Portal[]): Promise<void> {
  const results = portals.map(() => [] as Round[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`round ${round + 1}: load average ${loadAverage()}`);
    for (const [index, portal] of portals.entries()) results[index]!.push(await measureRound(portal));
  }
  console.log(
    `\n${CUSTOMERS} customers logging in, ${SECONDS} s a measurement, ${ROUNDS} interleaved rounds (medians)`,
  );
  console.log(
    `${'database'.padEnd(12)} ${'logins/s'.padEnd(10)} ${'failed'.padEnd(8)} ${'lag p99 at rest'.padEnd(17)} ${'lag p99 / max during logins (ms)'}`,
  );
  for (const [index, portal] of portals.entries()) {
    const rounds = results[index]!;
    const of = (pick: (round: Round) => number) => median(rounds.map(pick)).toFixed(0);
    console.log(
      `${portal.name.padEnd(12)} ${of((r) => r.logins).padEnd(10)} ${of((r) => r.failed).padEnd(8)} ${`${of((r) => r.rest.p99)} ms`.padEnd(17)} ${of((r) => r.load.p99)} / ${of((r) => r.load.max)}`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-bench-'));
try {
  const embedded = await openPglite(path.join(dataDir, 'pglite'));
  await embedded.migrate();
  await addCustomers(embedded.db);
  await embedded.close();
  await withBenchDatabase(async (db, url) => {
    await addCustomers(db);
    const portals = [
      await startPortal('PGlite', 3295, { DATA_DIR: dataDir }),
      await startPortal('PostgreSQL', 3296, { DATABASE_URL: url }),
    ];
    await compareLogins(portals);
    // The database is dropped next: its portal goes first.
    for (const portal of started.splice(0)) await portal.stop();
  });
} finally {
  for (const portal of started) await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
