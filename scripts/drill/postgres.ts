/** The drill's own PostgreSQL database, and the restart of the PostgreSQL server under it. */
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.DRILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface DrillDatabase {
  url: string;
  /** The command that restarts the PostgreSQL server (DRILL_POSTGRES_RESTART, or Debian's pg_ctlcluster). */
  restartCommand: string;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<DrillDatabase> {
  const name = `oneclick_drill_${randomBytes(6).toString('hex')}`;
  const { version, dataDirectory } = await asAdmin(async (client) => {
    await client.query(`create database ${name}`);
    const { rows } = await client.query<{ version: string; data_directory: string }>(
      `select current_setting('server_version_num') as version, current_setting('data_directory') as data_directory`,
    );
    return { version: Math.floor(Number(rows[0]!.version) / 10_000), dataDirectory: rows[0]!.data_directory };
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // Debian's clusters live in /var/lib/postgresql/<version>/<cluster>.
  const cluster = dataDirectory.split('/').at(-1);
  return {
    url: url.href,
    restartCommand: process.env.DRILL_POSTGRES_RESTART ?? `pg_ctlcluster ${version} ${cluster} restart -m fast`,
    drop: () => asAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Restarts the PostgreSQL server; returns how long it took (ms). */
export async function restartPostgres(database: DrillDatabase): Promise<number> {
  const started = Date.now();
  await promisify(exec)(database.restartCommand);
  return Date.now() - started;
}

export async function openSql(database: DrillDatabase): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}
