import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, openPostgres, pgliteHandle } from '../../src/db/client.js';
import { databaseUrl, runAsAdmin } from './postgres-admin.js';

/** A test's database; on PostgreSQL with its address (for pg_dump). */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file, copied from the one the global setup migrated
 * (database-template.ts): PGlite in memory, or, in the `server:postgres` project, a new database
 * on TEST_DATABASE_URL's server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return openPgliteCopy(template);
  const name = `oneclick_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(serverUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The run's one migrated database, shared by every file of the rules tier in this worker and never
 * closed by them: on PostgreSQL the project's template database itself (the global setup drops it
 * at the end), on PGlite a copy of the template per worker. A file on it writes rows of its own
 * (its own users, keys, orders) and reads only those: other files write beside it at the same time.
 */
export function sharedTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  shared ??=
    process.env.TEST_DB === 'postgres' && serverUrl
      ? openPostgres(databaseUrl(serverUrl, template))
      : openPgliteCopy(template);
  return shared;
}

/** What openPglite('memory://') gives, starting from the template's dump instead of an empty cluster. */
async function openPgliteCopy(dumpFile: string): Promise<DatabaseHandle> {
  return pgliteHandle(await createPglite({ loadDataDir: new Blob([await readFile(dumpFile)]) }));
}

export { rowsOf } from '../../src/db/client.js';
