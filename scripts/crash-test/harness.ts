/** The crash test's plumbing: the database under test, the server process started and killed, HTTP, SQL. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPglite } from '../../apps/server/src/db/client.js';
import pg from 'pg';

export const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const PG_ADMIN_URL = process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export type Kind = 'postgres' | 'pglite';

// ---------------------------------------------------------------------------------------------
// The database under test and the server process

export interface Target {
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

export interface Server {
  child: ChildProcess;
  /** How the process ended: `SIGKILL`, `exit code 0`... */
  exited: Promise<string>;
}

/** Every server still running and every database or folder to remove, for the clean-up on failure or Ctrl-C. */
const liveServers = new Set<ChildProcess>();
export const disposals = new Set<() => Promise<void>>();

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

export async function prepareTarget(kind: Kind): Promise<Target> {
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

export function logTail(target: Target): string {
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

export async function startHealthy(target: Target): Promise<Server> {
  const server = startServer(target);
  await waitHealthy(target, server);
  return server;
}

/** SIGTERM, as an operator stops it: the server must exit 0 and free the data folder. */
export async function stopCleanly(target: Target, server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  const how = await Promise.race([server.exited, sleep(30_000, 'still running after 30 s', { ref: false })]);
  if (how !== 'exit code 0') throw new Error(`the server did not stop cleanly (${how}):\n${logTail(target)}`);
  if (target.kind === 'pglite' && existsSync(path.join(target.dataDir, 'portal.lock'))) {
    throw new Error('the server stopped cleanly but left DATA_DIR/portal.lock behind');
  }
}

/** SIGKILLs every server still running and waits until they are gone. */
export async function killAll(): Promise<void> {
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

export type Answer =
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
export async function attempt(
  target: Target,
  apiPath: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> {
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
export async function uploadZip(target: Target, releaseId: string, zip: Buffer, cookie: string): Promise<Answer> {
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
export async function mustSucceed(target: Target, apiPath: string, body: unknown, options: CallOptions = {}) {
  const res = await send(target, apiPath, body, options);
  if (!res.ok) throw new Error(`${apiPath} answered ${res.status}: ${await res.text()}`);
  return res;
}

// ---------------------------------------------------------------------------------------------
// SQL on the database after a crash

export interface Sql {
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** PostgreSQL: a connection beside the server. PGlite: the folder itself (the server is stopped). */
export async function openSql(target: Target): Promise<Sql> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return { rows: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  const db = await createPglite({ dataDir: path.join(target.dataDir, 'pglite') });
  return { rows: async <T>(text: string) => (await db.query<T>(text)).rows, close: () => db.close() };
}
