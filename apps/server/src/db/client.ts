import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, type QueryOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database as modules read it: selects only. A module writes through a unit of work's
 * transaction (decision 008); the infrastructure's own writes (rate limits, the scheduler's
 * leases, the outbox) go through handles made from the full `Database` where the app is built.
 */
export type ReadOnlyDatabase = Pick<Database, 'select' | 'selectDistinct' | 'selectDistinctOn'>;

/**
 * What a listener hears on a channel: it is listening (from now on every notification reaches it),
 * a notification (sent by a transaction that has committed, in any process), or the connection it
 * listened on is lost (notifications may be missed until it says `listening` again).
 */
export type ChannelEvent = 'listening' | 'notified' | 'lost';

/** Listens on `channel` (PostgreSQL's LISTEN) until the returned function is called. */
export type Listen = (channel: string, onEvent: (event: ChannelEvent) => void) => Promise<() => Promise<void>>;

/** The rows of a raw statement (`execute`): both drivers answer `{ rows }`, which the driver-neutral type does not say. */
export async function rowsOf<T>(answer: Promise<unknown>): Promise<T[]> {
  return ((await answer) as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's folder as a gzipped tar (PGlite only; backups). */
  snapshot?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** The advisory lock that lets one process at a time migrate a PostgreSQL database (any fixed number). */
const MIGRATION_LOCK = 7_146_823_001;

/**
 * PGlite's own start parameters, with shared buffers of 16 MB instead of PostgreSQL's 128 MB: the
 * buffers are touched as the database starts, so they were 150 of a fresh start's 316 MB, while
 * with 100,000 users and keys the lists and look-ups took the same time with either (the files
 * below them stay in the system's cache). Issue 47 asks a first start within 300 MB.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite with the extensions that the migrations create. Every opening of the portal's embedded
 * database goes through here. `pg_trgm` is no longer used (migration 0028 drops it and its
 * index), but a new database replays 0027, which creates it, and a backup taken between the two
 * holds its index: without the extension, a write to that column would fail.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions' | 'startParams'>): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm }, startParams: EMBEDDED_START_PARAMS });
}

/** PGlite in a folder, or in memory with `memory://` (tests). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  return pgliteHandle(await createPglite({ dataDir }));
}

/**
 * PGlite runs each statement on the event loop and hands its lock from one waiting statement to
 * the next without letting the loop turn: fifty logins' statements ran as one block of 300 ms
 * (`npm run bench:login-lag`). Letting the loop turn before each statement bounds every
 * request's wait by one statement.
 */
function turnTheLoopBeforeEachStatement(client: PGlite): void {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = (statement) =>
    runExclusiveQuery(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return statement();
    });
}

/**
 * The types drizzle has PGlite hand over as text (it maps them itself), by their ids: timestamp,
 * timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval, date.
 */
const DRIZZLE_TEXT_TYPES = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

/**
 * Drizzle sends those parsers with every query, and PGlite copies its table of 300-odd parsers to
 * add them at each one: 0.16 ms of a 0.22 ms `select 1`, a quarter of a login's statements. They
 * are added to the client's table once here and left out of each query. Parsers other than
 * drizzle's are passed on as they come.
 */
function parseDrizzlesTypesOnce(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = (value) => value;
  const lean = (options: QueryOptions | undefined) =>
    options?.parsers && Object.keys(options.parsers).every((type) => DRIZZLE_TEXT_TYPES.has(Number(type)))
      ? { ...options, parsers: undefined }
      : options;
  const query = client.query.bind(client);
  client.query = (statement, params, options) => query(statement, params, lean(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (statement, params, options) => txQuery(statement, params, lean(options));
      return work(tx);
    });
}

/** The handle of an open PGlite. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  turnTheLoopBeforeEachStatement(client);
  parseDrizzlesTypesOnce(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onEvent) => {
      const unlisten = await client.listen(channel, () => onEvent('notified'));
      onEvent('listening');
      // A database closed first has stopped listening with it.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // Between two statements: like a crash at that instant, from which PostgreSQL's recovery
    // keeps every committed transaction and drops the one half-way through.
    snapshot: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection that the server drops (restart, failover) must not crash the process: in the
  // pool, the pool reports it; checked out (a transaction waiting on the portal's own work), the
  // connection itself does, and the work on it fails as any query would. The pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL dropped a connection in use: ${error.message}`)),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    listen: (channel, onEvent) => listenOnPostgres(connectionString, channel, onEvent),
    migrate: () => migrateOneAtATime(pool),
    close: () => pool.end(),
  };
}

/**
 * Processes started together on one database would each apply the same migrations, and all but
 * one would fail: each waits for the lock, then finds the others' migrations applied.
 */
async function migrateOneAtATime(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    // On a failure the lock goes with the connection: a session lock ends with its session.
    client.release(true);
  }
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;
/**
 * How often the listening connection is asked a trivial query, and how long its answer may take
 * before the connection counts as lost. PostgreSQL hands a listener the notifications committed
 * before a query's answer, so each answer proves that nothing was missed; a connection that died
 * without a word (a peer gone, a network cut) is found within a second.
 */
const HEARTBEAT_MS = 250;
const HEARTBEAT_TIMEOUT_MS = 750;

/**
 * Listens on a connection of its own (a pooled one would be handed to other work): when it is lost
 * or stops answering, says so and connects again every second until it listens again.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onEvent: (event: ChannelEvent) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const connect = async (): Promise<void> => {
    // Named, so that an operator (and a test) can tell it in pg_stat_activity.
    const next = new pg.Client({ connectionString, application_name: `listen ${channel}` });
    let lost = false;
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (stopped) return;
      if (error) console.warn(`PostgreSQL lost the connection listening on ${channel}: ${error.message}`);
      onEvent('lost');
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', () => onEvent('notified'));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    let answering = false;
    heartbeat = setInterval(() => {
      if (answering) return;
      answering = true;
      const late = setTimeout(
        () => onLost(new Error(`no answer within ${HEARTBEAT_TIMEOUT_MS} ms`)),
        HEARTBEAT_TIMEOUT_MS,
      );
      next.query('select 1').then(
        () => {
          clearTimeout(late);
          answering = false;
        },
        (error: Error) => {
          clearTimeout(late);
          onLost(error);
        },
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    onEvent('listening');
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
