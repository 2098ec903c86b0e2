import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client.js';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` on a fresh, migrated PostgreSQL database of its own on BENCH_PG_URL's server (default:
 * the local one), dropped afterwards whatever happens.
 */
export async function withBenchDatabase(work: (db: Database, url: string) => Promise<void>): Promise<void> {
  const name = `oneclick_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const database = await openPostgres(url);
  try {
    await database.migrate();
    await work(database.db, url);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
