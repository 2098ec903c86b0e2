/**
 * Crash test: what the portal acknowledged survives a `kill -9`, and nothing is half-written.
 *
 * For PostgreSQL (a fresh database `oneclick_crash_<random>`, dropped at the end) and for
 * PGlite (a fresh temporary DATA_DIR), it starts the built server, creates the super admin
 * from the setup link, sets up their authenticator app (staff work needs a second factor) and
 * makes them an editor, then, each round:
 *   1. fires registrations, category and post creations, PayPal purchases of Pro (order, the
 *      fake PayPal's approval, the return that captures and activates) and releases (a draft,
 *      then its 1-3 MB zip uploaded), 8 in flight at a time, and writes down which ones were
 *      acknowledged (a 2xx answer with its body; for a purchase, the return's redirect saying
 *      `paypal=success`; for a release, the upload's answer);
 *   2. after a random 300-1500 ms, kills the server with SIGKILL in the middle of the burst;
 *   3. restarts it on the same database (PGlite: the same folder, with the stale lock file
 *      the killed process left), waits for /api/v1/health, and reads the database with SQL
 *      (PostgreSQL: beside the running server; PGlite: after a clean SIGTERM stop, by opening
 *      the folder with @electric-sql/pglite);
 *   4. checks that every acknowledged registration has its users row, its verify_email token,
 *      its e-mail in email_outbox and its `auth.registered` audit row; every acknowledged
 *      category and post exists with its audit row, every acknowledged purchase is fulfilled;
 *      and that every row of the burst, acknowledged or not, is complete (no half-written
 *      registration, CMS write or payment: a paid order has its capture, one sale record and
 *      one audit row, an unpaid one none; the buyer's expiry moved 12 months per paid order;
 *      no audit row, sale record or e-mail without its row); every paid order has one e-invoice
 *      and every issued one the number the provider (the SInvoice stand-in, run by this script
 *      so that it outlives the kills) gave its transaction id, which no other invoice has;
 *      every acknowledged release is
 *      published, and every published release has its zip on disk with the recorded size and
 *      SHA-256 (a draft may have a zip whose commit the kill prevented: the next upload
 *      replaces it); no zip without its release.
 *
 * This file runs the rounds; `crash-test/harness.ts` starts and kills the server and holds the
 * database and the HTTP plumbing, `crash-test/journeys.ts` drives the writes, and
 * `crash-test/invariants.ts` checks the database afterwards.
 *
 * Run it with `npm run crash-test` (builds the shared package and the server first).
 * Settings: CRASH_ROUNDS (kill cycles per database, default 3), CRASH_DATABASES
 * (`postgres,pglite` by default), CRASH_PG_URL (a maintenance database on the PostgreSQL
 * server, default postgres://postgres@127.0.0.1:5432/postgres). Exits non-zero on any
 * violation; the servers, the database and the temporary folders are removed either way.
 */
import { existsSync } from 'node:fs';
import {
  disposals,
  type Kind,
  killAll,
  openSql,
  prepareTarget,
  type Server,
  SERVER_MAIN,
  startHealthy,
  stopCleanly,
} from './crash-test/harness.js';
import { startCrashProvider } from './crash-test/e-invoice-provider.js';
import { describeFindings, inspect } from './crash-test/invariants.js';
import { burstAndKill, describeBurst, type Ledger, setUpEditor } from './crash-test/journeys.js';

const ROUNDS = Number.parseInt(process.env.CRASH_ROUNDS ?? '3', 10);
const DATABASES = (process.env.CRASH_DATABASES ?? 'postgres,pglite').split(',').map((kind) => kind.trim());

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** One database: set up, then ROUNDS kill cycles. Returns the number of violations. */
async function crashTest(kind: Kind): Promise<number> {
  const target = await prepareTarget(kind);
  disposals.add(target.dispose);
  const provider = await startCrashProvider();
  Object.assign(target.env, provider.env);
  let server: Server | undefined;
  let violations = 0;
  try {
    say(`[${kind}] data in ${target.workDir}${target.databaseUrl ? `, database ${target.databaseUrl}` : ''}`);
    server = await startHealthy(target);
    const editor = await setUpEditor(target);
    const ledger: Ledger = {
      registrations: new Set(),
      categories: new Set(),
      posts: new Set(),
      payments: new Set(),
      releases: new Set(),
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      server ??= await startHealthy(target);
      const burst = await burstAndKill(target, server, editor, round, ledger);
      say(`[${kind}] round ${round}/${ROUNDS}: ${describeBurst(burst)}`);
      // The restart itself is under test: a stale lock, a PGlite folder that does not reopen...
      server = await startHealthy(target);
      if (kind === 'pglite') {
        await stopCleanly(target, server);
        server = undefined;
      }
      const sql = await openSql(target);
      const findings = await inspect(sql, ledger, round, target.dataDir, provider.invoices).finally(() => sql.close());
      for (const line of describeFindings(findings)) say(`[${kind}] round ${round}/${ROUNDS}: ${line}`);
      say(`[${kind}] round ${round}/${ROUNDS}: the provider has issued ${provider.invoices.size} e-invoices so far`);
      violations = findings.lost.length + findings.halfWritten.length;
      if (violations > 0) break;
    }
    return violations;
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      await stopCleanly(target, server).catch(() => {});
    }
    await killAll();
    await provider.close();
    await target.dispose();
    disposals.delete(target.dispose);
  }
}

async function main(): Promise<number> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first`);
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('CRASH_ROUNDS must be a positive integer');
  let failed = 0;
  for (const kind of DATABASES) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`CRASH_DATABASES: unknown database ${kind}`);
    // A failed start, restart or clean stop fails this database; the next one still runs.
    const verdict = await crashTest(kind).then(
      (violations) => (violations === 0 ? 'PASS' : `FAIL: ${violations} violations`),
      (error: unknown) => `FAIL: ${error instanceof Error ? error.message : String(error)}`,
    );
    say(`[${kind}] ${verdict}`);
    if (verdict !== 'PASS') failed += 1;
  }
  return failed;
}

/** Ctrl-C: the servers go, and so do the database and the folders of the run. */
process.once('SIGINT', () => {
  say('interrupted: cleaning up');
  void killAll()
    .then(() => Promise.allSettled([...disposals].map((dispose) => dispose())))
    .finally(() => process.exit(130));
});

main().then(
  (failed) => {
    process.exitCode = failed === 0 ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? `crash test failed: ${error.message}` : error);
    process.exitCode = 1;
  },
);
