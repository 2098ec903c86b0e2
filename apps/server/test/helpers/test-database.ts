import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { type Database, type DatabaseHandle, openPostgres } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { databaseUrl, runAsAdmin } from './postgres-admin.js';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * A fresh, migrated database for one test file, copied from the one the global setup migrated
 * (database-template.ts): PGlite in memory, or, in the `server:postgres` project, a new database
 * on TEST_DATABASE_URL's server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return openPgliteCopy(template);
  const name = `oneclick_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(serverUrl, `create database ${name} template ${template}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** What openPglite('memory://') gives, starting from the template's dump instead of an empty cluster. */
async function openPgliteCopy(dumpFile: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]) });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
