import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, in the
 * `server:postgres` project, a new database on TEST_DATABASE_URL's server that is
 * dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const handle = await openPglite('memory://');
    await handle.migrate();
    return handle;
  }
  const name = `oneclick_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
