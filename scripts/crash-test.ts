/**
 * Crash test: what the portal acknowledged survives a `kill -9`, and nothing is half-written.
 *
 * For PostgreSQL (a fresh database `oneclick_crash_<random>`, dropped at the end) and for
 * PGlite (a fresh temporary DATA_DIR), it starts the built server, creates the super admin
 * from the setup link and makes them an editor, then, each round:
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
 *      no audit row, sale record or e-mail without its row); every acknowledged release is
 *      published, and every published release has its zip on disk with the recorded size and
 *      SHA-256 (a draft may have a zip whose commit the kill prevented: the next upload
 *      replaces it); no zip without its release.
 *
 * Run it with `npm run crash-test` (builds the shared package and the server first).
 * Settings: CRASH_ROUNDS (kill cycles per database, default 3), CRASH_DATABASES
 * (`postgres,pglite` by default), CRASH_PG_URL (a maintenance database on the PostgreSQL
 * server, default postgres://postgres@127.0.0.1:5432/postgres). Exits non-zero on any
 * violation; the servers, the database and the temporary folders are removed either way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { zipSync } from 'fflate';
import pg from 'pg';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const ROUNDS = Number.parseInt(process.env.CRASH_ROUNDS ?? '3', 10);
const DATABASES = (process.env.CRASH_DATABASES ?? 'postgres,pglite').split(',').map((kind) => kind.trim());
const PG_ADMIN_URL = process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const IN_FLIGHT = 8;
const KILL_AFTER_MS = { min: 300, max: 1500 };
const START_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = 'cedar cabinet doors 24';
const ADMIN_EMAIL = 'crash-admin@crash.test';
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const LANGS = ['vi', 'en-US', 'th'] as const;
type Lang = (typeof LANGS)[number];
type Kind = 'postgres' | 'pglite';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

// ---------------------------------------------------------------------------------------------
// The database under test and the server process

interface Target {
  kind: Kind;
  /** Holds DATA_DIR and the server's log. */
  workDir: string;
  dataDir: string;
  logFile: string;
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  /** PostgreSQL only: the crash database's URL. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

interface Server {
  child: ChildProcess;
  /** How the process ended: `SIGKILL`, `exit code 0`... */
  exited: Promise<string>;
}

/** Every server still running and every database or folder to remove, for the clean-up on failure or Ctrl-C. */
const liveServers = new Set<ChildProcess>();
const disposals = new Set<() => Promise<void>>();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareTarget(kind: Kind): Promise<Target> {
  const workDir = mkdtempSync(path.join(tmpdir(), `oneclick-crash-${kind}-`));
  const dataDir = path.join(workDir, 'data');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    // One proxy hop: each registration's X-Forwarded-For is its own client, so the limit of
    // 20 registrations per address and hour does not cut the burst short.
    TRUST_PROXY: '1',
    // Info, for the one e-mail link the set-up reads (the buyer's verification); PayPal is the fake.
    LOG_LEVEL: 'info',
    LOG_EMAIL_LINKS: 'true',
  };
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  const target = { kind, workDir, dataDir, logFile: path.join(workDir, 'server.log'), baseUrl, env };
  if (kind === 'pglite') return { ...target, dispose: async () => removeWorkDir() };

  const name = `oneclick_crash_${randomBytes(6).toString('hex')}`;
  await withPgAdmin((client) => client.query(`create database ${name}`));
  const databaseUrl = new URL(PG_ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  env.DATABASE_URL = databaseUrl.href;
  return {
    ...target,
    databaseUrl: databaseUrl.href,
    dispose: async () => {
      await withPgAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      removeWorkDir();
    },
  };
}

function startServer(target: Target): Server {
  const log = openSync(target.logFile, 'a');
  // Started outside the repository so that no `.env` there changes the settings.
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: target.workDir,
    env: target.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  liveServers.add(child);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      liveServers.delete(child);
      resolve(signal ?? `exit code ${code}`);
    });
  });
  return { child, exited };
}

function logTail(target: Target): string {
  if (!existsSync(target.logFile)) return '(no log)';
  return readFileSync(target.logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
}

/** Waits for /api/v1/health to answer 200; fails if the process ends or takes too long. */
async function waitHealthy(target: Target, server: Server): Promise<void> {
  let exit: string | undefined;
  void server.exited.then((how) => (exit = how));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server stopped while starting (${exit}):\n${logTail(target)}`);
    try {
      const res = await fetch(`${target.baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no healthy server after ${START_TIMEOUT_MS} ms:\n${logTail(target)}`);
}

async function startHealthy(target: Target): Promise<Server> {
  const server = startServer(target);
  await waitHealthy(target, server);
  return server;
}

/** SIGTERM, as an operator stops it: the server must exit 0 and free the data folder. */
async function stopCleanly(target: Target, server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  const how = await Promise.race([server.exited, sleep(30_000, 'still running after 30 s', { ref: false })]);
  if (how !== 'exit code 0') throw new Error(`the server did not stop cleanly (${how}):\n${logTail(target)}`);
  if (target.kind === 'pglite' && existsSync(path.join(target.dataDir, 'portal.lock'))) {
    throw new Error('the server stopped cleanly but left DATA_DIR/portal.lock behind');
  }
}

/** SIGKILLs every server still running and waits until they are gone. */
async function killAll(): Promise<void> {
  const exits = [...liveServers].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of liveServers) child.kill('SIGKILL');
  await Promise.all(exits);
}

// ---------------------------------------------------------------------------------------------
// HTTP

interface CallOptions {
  method?: 'POST' | 'PUT';
  cookie?: string;
  forwardedFor?: string;
}

type Answer =
  | { kind: 'acknowledged'; body: Record<string, unknown> }
  | { kind: 'refused'; status: number }
  | { kind: 'unanswered' };

function send(target: Target, apiPath: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: target.baseUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  return fetch(`${target.baseUrl}/api/v1${apiPath}`, {
    method: options.method ?? 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** Acknowledged means a 2xx answer whose JSON body arrived whole; a broken connection is no answer. */
async function attempt(target: Target, apiPath: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  try {
    const res = await send(target, apiPath, body, options);
    const text = await res.text();
    if (!res.ok) return { kind: 'refused', status: res.status };
    return { kind: 'acknowledged', body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** A release's zip as the dashboard sends it: the raw body of a PUT. */
async function uploadZip(target: Target, releaseId: string, zip: Buffer, cookie: string): Promise<Answer> {
  try {
    const res = await fetch(`${target.baseUrl}/api/v1/releases/${releaseId}/file`, {
      method: 'PUT',
      headers: { origin: target.baseUrl, cookie, 'content-type': 'application/zip' },
      body: zip,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) return { kind: 'refused', status: res.status };
    return { kind: 'acknowledged', body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** For the set-up calls, which must succeed. */
async function mustSucceed(target: Target, apiPath: string, body: unknown, options: CallOptions = {}) {
  const res = await send(target, apiPath, body, options);
  if (!res.ok) throw new Error(`${apiPath} answered ${res.status}: ${await res.text()}`);
  return res;
}

// ---------------------------------------------------------------------------------------------
// Set-up: the super admin, made an editor, and one category per language for the posts

interface Editor {
  cookie: string;
  categoryIds: Record<Lang, string>;
  /** A verified customer who buys Pro by (fake) PayPal in the burst. */
  buyerCookie: string;
}

const BUYER_EMAIL = 'buyer@crash.test';

async function readSetupToken(target: Target): Promise<string> {
  const file = path.join(target.dataDir, 'setup-admin-link.txt');
  // The link is written just after the server starts listening.
  for (let wait = 0; !existsSync(file) && wait < 50; wait += 1) await sleep(100);
  const token = new URL(readFileSync(file, 'utf8').trim()).searchParams.get('token');
  if (!token) throw new Error(`no token in ${file}`);
  return token;
}

async function logIn(target: Target, email = ADMIN_EMAIL): Promise<string> {
  const res = await mustSucceed(target, '/auth/login', { email, password: PASSWORD });
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('oneclick_session='));
  if (!cookie) throw new Error('the login answered without a session cookie');
  return cookie.split(';')[0]!;
}

async function setUpEditor(target: Target): Promise<Editor> {
  const token = await readSetupToken(target);
  const admin = { name: 'Crash Admin', email: ADMIN_EMAIL, password: PASSWORD, password2: PASSWORD };
  await mustSucceed(target, '/auth/setup-admin', { token, ...admin });
  const adminCookie = await logIn(target);
  await mustSucceed(
    target,
    '/users/editor-scope',
    { email: ADMIN_EMAIL, editor: 'admin' },
    { method: 'PUT', cookie: adminCookie },
  );
  const cookie = await logIn(target);
  const categoryIds = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const res = await mustSucceed(target, '/cms/categories', { name: `Base ${lang}`, lang }, { cookie });
    categoryIds[lang] = ((await res.json()) as { id: string }).id;
  }
  return { cookie, categoryIds, buyerCookie: await setUpBuyer(target) };
}

/** Registers the buyer and verifies them from the link the server logs (no SMTP here). */
async function setUpBuyer(target: Target): Promise<string> {
  const buyer = { name: 'Crash Buyer', email: BUYER_EMAIL, password: PASSWORD, password2: PASSWORD };
  await mustSucceed(
    target,
    '/auth/register',
    { ...buyer, country: 'VN', language: 'en-US' },
    { forwardedFor: '10.255.0.1' },
  );
  let token: string | undefined;
  for (let wait = 0; !token && wait < 100; wait += 1) {
    const line = readFileSync(target.logFile, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(BUYER_EMAIL) && entry.includes('verify_email?token='));
    token = line ? /verify_email\?token=([\w-]+)/.exec(line)?.[1] : undefined;
    if (!token) await sleep(100);
  }
  if (!token) throw new Error(`no verification link for ${BUYER_EMAIL} in the log`);
  await mustSucceed(target, '/auth/verify-email', { token });
  return logIn(target, BUYER_EMAIL);
}

// ---------------------------------------------------------------------------------------------
// The burst and the kill

/** What the burst was told had been saved, over all rounds. */
interface Ledger {
  registrations: Set<string>;
  categories: Set<string>;
  posts: Set<string>;
  /** Orders PayPal's return answered `paypal=success` for. */
  payments: Set<string>;
  /** Releases whose upload was answered: published. */
  releases: Set<string>;
}

interface BurstReport {
  killedAfterMs: number;
  sent: number;
  acknowledged: { registrations: number; categories: number; posts: number; payments: number; releases: number };
  unanswered: number;
  refused: Map<number, number>;
  /** PGlite: the lock file the killed server left, which the restart must take over. */
  staleLock: boolean;
}

type WriteKind = 'registration' | 'category' | 'post' | 'payment' | 'release';
const WRITE_KINDS: WriteKind[] = ['registration', 'category', 'post', 'payment', 'release'];

/** Names that say which round wrote a row: `r2-17@crash.test`, `Crash r2-17`. */
const roundPrefix = (round: number) => `r${round}-`;
const registrationEmail = (round: number, n: number) => `${roundPrefix(round)}${n}@crash.test`;
const cmsName = (round: number, n: number) => `Crash ${roundPrefix(round)}${n}`;

/** Request n of round `round`: registrations, categories and posts in turn, languages in turn. */
async function writeOnce(target: Target, editor: Editor, round: number, n: number, kind: WriteKind): Promise<Answer> {
  const lang = LANGS[n % LANGS.length]!;
  if (kind === 'registration') {
    const body = { name: `Crash User ${n}`, email: registrationEmail(round, n), password: PASSWORD };
    // A client address of its own per registration (10.<round>.x.y), read from X-Forwarded-For.
    const forwardedFor = `10.${round % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
    return attempt(
      target,
      '/auth/register',
      { ...body, password2: PASSWORD, country: 'VN', language: 'en-US' },
      { forwardedFor },
    );
  }
  if (kind === 'category') {
    return attempt(target, '/cms/categories', { name: cmsName(round, n), lang }, { cookie: editor.cookie });
  }
  if (kind === 'payment') return buyPro(target, editor.buyerCookie);
  if (kind === 'release') return publishRelease(target, editor.cookie, round, n);
  const post = {
    title: cmsName(round, n),
    shortDescription: `Written by round ${round} of the crash test.`,
    youtubeUrl: YOUTUBE_URL,
    lang,
    categoryId: editor.categoryIds[lang],
  };
  return attempt(target, '/cms/posts', post, { cookie: editor.cookie });
}

/**
 * The buyer orders Pro, is sent to the fake PayPal, approves, and follows PayPal back to the
 * return address, where the server captures and activates: acknowledged when that redirect
 * says `paypal=success`, with the order's id.
 */
async function buyPro(target: Target, cookie: string): Promise<Answer> {
  const order = await attempt(
    target,
    '/orders',
    { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
    { cookie },
  );
  if (order.kind !== 'acknowledged') return order;
  const orderId = String(order.body.id);
  const started = await attempt(target, `/orders/${orderId}/paypal`, undefined, { cookie });
  if (started.kind !== 'acknowledged') return started;
  try {
    const hop = async (url: string, method: 'GET' | 'POST') => {
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        headers: { origin: target.baseUrl, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? '' : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.text();
      return res.status === 303 ? new URL(res.headers.get('location')!, target.baseUrl).href : null;
    };
    const token = new URL(String(started.body.approveUrl)).searchParams.get('token');
    const back = await hop(`${target.baseUrl}/fake-paypal/checkoutnow/${token}/approve`, 'POST');
    const landing = back ? await hop(back, 'GET') : null;
    if (!landing?.includes('paypal=success')) return { kind: 'refused', status: 402 };
    return { kind: 'acknowledged', body: { id: orderId } };
  } catch {
    return { kind: 'unanswered' };
  }
}

/** Version <round>.<n>.0: a draft, then a zip of 1-3 MB of random bytes (stored, so it stays that size). */
async function publishRelease(target: Target, cookie: string, round: number, n: number): Promise<Answer> {
  const notes = { vi: 'Bản thử', 'en-US': 'Crash test', th: 'ทดสอบ' };
  const draft = await attempt(target, '/releases', { version: `${round}.${n}.0`, notes }, { cookie });
  if (draft.kind !== 'acknowledged') return draft;
  const zip = Buffer.from(zipSync({ 'oneclick.bin': randomBytes(randomInt(1, 4) * 1024 * 1024) }, { level: 0 }));
  return uploadZip(target, String(draft.body.id), zip, cookie);
}

function record(report: BurstReport, ledger: Ledger, round: number, n: number, kind: WriteKind, answer: Answer) {
  if (answer.kind === 'unanswered') report.unanswered += 1;
  if (answer.kind === 'refused') report.refused.set(answer.status, (report.refused.get(answer.status) ?? 0) + 1);
  if (answer.kind !== 'acknowledged') return;
  if (kind === 'registration') {
    ledger.registrations.add(registrationEmail(round, n));
    report.acknowledged.registrations += 1;
  } else if (kind === 'payment') {
    ledger.payments.add(String(answer.body.id));
    report.acknowledged.payments += 1;
  } else if (kind === 'release') {
    ledger.releases.add(String(answer.body.id));
    report.acknowledged.releases += 1;
  } else {
    (kind === 'category' ? ledger.categories : ledger.posts).add(String(answer.body.id));
    report.acknowledged[kind === 'category' ? 'categories' : 'posts'] += 1;
  }
}

/** Keeps IN_FLIGHT writes going until a random moment, then SIGKILLs the server mid-burst. */
async function burstAndKill(
  target: Target,
  server: Server,
  editor: Editor,
  round: number,
  ledger: Ledger,
): Promise<BurstReport> {
  const report: BurstReport = {
    killedAfterMs: randomInt(KILL_AFTER_MS.min, KILL_AFTER_MS.max + 1),
    sent: 0,
    acknowledged: { registrations: 0, categories: 0, posts: 0, payments: 0, releases: 0 },
    unanswered: 0,
    refused: new Map(),
    staleLock: false,
  };
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = report.sent++;
      const kind = WRITE_KINDS[n % WRITE_KINDS.length]!;
      record(report, ledger, round, n, kind, await writeOnce(target, editor, round, n, kind));
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await sleep(report.killedAfterMs);
  killed = true;
  server.child.kill('SIGKILL');
  const how = await server.exited;
  if (how !== 'SIGKILL') throw new Error(`the server ended before the kill (${how}):\n${logTail(target)}`);
  report.staleLock = existsSync(path.join(target.dataDir, 'portal.lock'));
  await Promise.all(workers);
  return report;
}

// ---------------------------------------------------------------------------------------------
// The checks, in SQL

interface Sql {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** PostgreSQL: a connection beside the server. PGlite: the folder itself (the server is stopped). */
async function openSql(target: Target): Promise<Sql> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return { rows: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  const db = await PGlite.create(path.join(target.dataDir, 'pglite'));
  return { rows: async <T>(text: string) => (await db.query<T>(text)).rows, close: () => db.close() };
}

/** Every registration of the burst with how many of its companion rows exist (each must be 1). */
const REGISTRATIONS_SQL = `
  select u.email,
    (select count(*)::int from one_time_tokens t where t.user_id = u.id and t.purpose = 'verify_email') as tokens,
    (select count(*)::int from email_outbox e where e.to_address = u.email) as emails,
    (select count(*)::int from audit_log a where a.action = 'auth.registered' and a.target_id = u.id::text) as audits
  from users u where u.email like 'r%@crash.test'`;

const cmsRowsSql = (table: 'categories' | 'posts', column: 'name' | 'title', action: string) => `
  select c.id::text as id, c.${column} as name,
    (select count(*)::int from audit_log a where a.action = '${action}' and a.target_id = c.id::text) as audits
  from ${table} c where c.${column} like 'Crash r%'`;

/** The buyer's orders with what each paid one must have: its capture, one sale record, one audit row. */
const PAYMENTS_SQL = `
  select o.id, o.status, o.paypal_capture_id is not null as captured,
    (select count(*)::int from sale_records s where s.order_id = o.id) as sales,
    (select count(*)::int from audit_log a where a.action = 'order.paid' and a.details->>'orderId' = o.id) as paid,
    (select count(*)::int from audit_log a where a.action = 'order.created' and a.details->>'orderId' = o.id) as created
  from orders o where o.customer_email = '${BUYER_EMAIL}'`;

/** The buyer's plan moved 12 months per paid order, from the first activation (calendar months, a day or two of slack). */
const BUYER_EXPIRY_SQL = `
  select u.expires_at is null or abs(extract(epoch from u.expires_at - (
      (select min(s.activated_at) from sale_records s where s.customer_id = u.id)
      + make_interval(months => 12 * (select count(*)::int from orders o where o.user_id = u.id and o.status = 'fulfilled'))
    ))) < 3 * 86400 as consistent
  from users u where u.email = '${BUYER_EMAIL}'`;

/** Every release with its audit rows (the crash test makes all of them). */
const RELEASES_SQL = `
  select r.id::text as id, r.major, r.minor, r.status, r.size, r.sha256,
    (select count(*)::int from audit_log a where a.action = 'release.created' and a.target_id = r.id::text) as created,
    (select count(*)::int from audit_log a where a.action = 'release.published' and a.target_id = r.id::text) as published
  from releases r`;

/** Rows that exist without the row they belong to: the other half of a half-written write. */
const ORPHANS_SQL = `
  select 'audit ' || a.action || ' of missing ' || a.target_id as what from audit_log a
    where (a.action = 'auth.registered' and not exists (select 1 from users u where u.id::text = a.target_id))
       or (a.action = 'cms.category.created' and not exists (select 1 from categories c where c.id::text = a.target_id))
       or (a.action = 'cms.post.created' and not exists (select 1 from posts p where p.id::text = a.target_id))
       or (a.action like 'release.%' and not exists (select 1 from releases r where r.id::text = a.target_id))
  union all
  select 'sale record of order ' || s.order_id || ' that is not fulfilled' from sale_records s
    where s.order_id is not null
      and not exists (select 1 from orders o where o.id = s.order_id and o.status = 'fulfilled')
  union all
  select 'e-mail to ' || e.to_address || ' without its account' from email_outbox e
    where e.to_address like 'r%@crash.test'
      and not exists (select 1 from users u where u.email = e.to_address)`;

interface RegistrationRow {
  email: string;
  tokens: number;
  emails: number;
  audits: number;
}

interface PaymentRow {
  id: string;
  status: string;
  captured: boolean;
  sales: number;
  paid: number;
  created: number;
}

interface ReleaseRow {
  id: string;
  major: number;
  minor: number;
  status: string;
  size: number | null;
  sha256: string | null;
  created: number;
  published: number;
}

/** A published release's zip must be on disk with its recorded size and hash. */
function releaseFileProblem(dataDir: string, row: ReleaseRow): string | undefined {
  const file = path.join(dataDir, 'downloads', 'releases', `${row.id}.zip`);
  if (row.status !== 'published') return undefined;
  if (!existsSync(file)) return 'published without its zip';
  const zip = readFileSync(file);
  const sha256 = createHash('sha256').update(zip).digest('hex');
  return zip.length === row.size && sha256 === row.sha256 ? undefined : 'its zip is not the one recorded';
}

/** Zips in the releases folder that no release row names. */
function zipsWithoutRelease(dataDir: string, rows: ReleaseRow[]): string[] {
  const folder = path.join(dataDir, 'downloads', 'releases');
  const ids = new Set(rows.map((row) => `${row.id}.zip`));
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.zip')) : [];
  return names.filter((name) => !ids.has(name)).map((name) => `zip ${name} without its release`);
}

interface CmsRow {
  id: string;
  name: string;
  audits: number;
}

interface Findings {
  acknowledged: number;
  foundComplete: number;
  /** Acknowledged but not in the database. */
  lost: string[];
  /** A row without its token, e-mail or audit row, or one of those without its row. */
  halfWritten: string[];
  /** Complete rows of this round that the client never heard about: allowed. */
  committedUnanswered: number;
}

async function inspect(sql: Sql, ledger: Ledger, round: number, dataDir: string): Promise<Findings> {
  const registrations = await sql.rows<RegistrationRow>(REGISTRATIONS_SQL);
  const categories = await sql.rows<CmsRow>(cmsRowsSql('categories', 'name', 'cms.category.created'));
  const posts = await sql.rows<CmsRow>(cmsRowsSql('posts', 'title', 'cms.post.created'));
  const orphans = await sql.rows<{ what: string }>(ORPHANS_SQL);
  const payments = await sql.rows<PaymentRow>(PAYMENTS_SQL);
  const [expiry] = await sql.rows<{ consistent: boolean }>(BUYER_EXPIRY_SQL);
  const releases = await sql.rows<ReleaseRow>(RELEASES_SQL);

  const findings: Findings = { acknowledged: 0, foundComplete: 0, lost: [], halfWritten: [], committedUnanswered: 0 };
  const check = (label: string, key: string, complete: boolean, acked: Set<string>, detail: string) => {
    if (!complete) findings.halfWritten.push(`${label} ${key}: ${detail}`);
    if (acked.has(key) && complete) findings.foundComplete += 1;
  };
  for (const row of registrations) {
    const complete = row.tokens === 1 && row.emails === 1 && row.audits === 1;
    const detail = `${row.tokens} verify_email tokens, ${row.emails} e-mails, ${row.audits} audit rows`;
    check('registration', row.email, complete, ledger.registrations, detail);
  }
  for (const [label, rows, acked] of [
    ['category', categories, ledger.categories],
    ['post', posts, ledger.posts],
  ] as const) {
    for (const row of rows) check(label, row.id, row.audits === 1, acked, `${row.audits} audit rows`);
  }
  for (const row of payments) {
    const fulfilled = row.status === 'fulfilled' && row.captured && row.sales === 1 && row.paid === 1;
    const open = row.status === 'pending' && !row.captured && row.sales === 0 && row.paid === 0;
    const detail = `${row.status}, captured ${row.captured}, ${row.sales} sale records, ${row.paid} order.paid and ${row.created} order.created audit rows`;
    check('payment', row.id, row.created === 1 && (fulfilled || open), ledger.payments, detail);
  }
  for (const row of releases) {
    const draft = row.status === 'draft' && row.published === 0;
    const published = row.status === 'published' && row.published === 1;
    const problem = releaseFileProblem(dataDir, row);
    const detail = `${row.status}, ${row.created} release.created and ${row.published} release.published audit rows${problem ? `, ${problem}` : ''}`;
    check('release', row.id, row.created === 1 && (draft || published) && !problem, ledger.releases, detail);
  }
  findings.halfWritten.push(...zipsWithoutRelease(dataDir, releases));
  if (expiry && !expiry.consistent) findings.halfWritten.push("the buyer's expiry is not 12 months per paid order");
  findings.halfWritten.push(...orphans.map((orphan) => orphan.what));

  const kinds = [
    {
      label: 'registration',
      acked: ledger.registrations,
      found: registrations.map((r) => ({ key: r.email, name: r.email })),
    },
    { label: 'category', acked: ledger.categories, found: categories.map((r) => ({ key: r.id, name: r.name })) },
    { label: 'post', acked: ledger.posts, found: posts.map((r) => ({ key: r.id, name: r.name })) },
    // Orders carry no round in their name: they count as found once paid, never as this round's.
    {
      label: 'payment',
      acked: ledger.payments,
      found: payments.filter((r) => r.status === 'fulfilled').map((r) => ({ key: r.id, name: '' })),
    },
    // Version <round>.<n>.0: named for the round like the others.
    {
      label: 'release',
      acked: ledger.releases,
      found: releases
        .filter((r) => r.status === 'published')
        .map((r) => ({ key: r.id, name: `${roundPrefix(r.major)}${r.minor}` })),
    },
  ];
  for (const { label, acked, found } of kinds) {
    const keys = new Set(found.map((row) => row.key));
    findings.acknowledged += acked.size;
    for (const key of acked) if (!keys.has(key)) findings.lost.push(`${label} ${key}`);
    // Names start with `r<round>-` (e-mails) or `Crash r<round>-` (categories, posts).
    const ofThisRound = found.filter((row) => row.name.replace(/^Crash /, '').startsWith(roundPrefix(round)));
    findings.committedUnanswered += ofThisRound.filter((row) => !acked.has(row.key)).length;
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Rounds and the summary

function describeBurst(report: BurstReport): string {
  const { registrations, categories, posts, payments, releases } = report.acknowledged;
  const refused = [...report.refused].map(([status, count]) => `${count}x${status}`).join(', ') || 'none';
  return (
    `killed after ${report.killedAfterMs} ms; ${report.sent} sent, acknowledged ${registrations + categories + posts + payments + releases} ` +
    `(${registrations} registrations, ${categories} categories, ${posts} posts, ${payments} PayPal payments, ${releases} releases), ` +
    `unanswered ${report.unanswered}, refused ${refused}` +
    (report.staleLock ? '; stale portal.lock left for the restart' : '')
  );
}

function describeFindings(findings: Findings): string[] {
  const lines = [
    `acknowledged so far ${findings.acknowledged}, found complete ${findings.foundComplete}, ` +
      `lost ${findings.lost.length}, half-written ${findings.halfWritten.length} (must be 0); ` +
      `committed without an answer this round ${findings.committedUnanswered}`,
  ];
  for (const problem of [...findings.lost.map((what) => `LOST ${what}`), ...findings.halfWritten]) {
    lines.push(`  VIOLATION ${problem}`);
  }
  return lines.slice(0, 30);
}

/** One database: set up, then ROUNDS kill cycles. Returns the number of violations. */
async function crashTest(kind: Kind): Promise<number> {
  const target = await prepareTarget(kind);
  disposals.add(target.dispose);
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
      const findings = await inspect(sql, ledger, round, target.dataDir).finally(() => sql.close());
      for (const line of describeFindings(findings)) say(`[${kind}] round ${round}/${ROUNDS}: ${line}`);
      violations = findings.lost.length + findings.halfWritten.length;
      if (violations > 0) break;
    }
    return violations;
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      await stopCleanly(target, server).catch(() => {});
    }
    await killAll();
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
