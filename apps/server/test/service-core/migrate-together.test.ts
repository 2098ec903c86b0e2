import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { databaseUrl, runAsAdmin } from '../helpers/postgres-admin.js';
import { rowsOf } from '../helpers/test-database.js';

// Three processes of a deployment start at once on a new database (decision 032). PGlite has
// one process per data folder, so this is PostgreSQL's alone.
describe.runIf(process.env.TEST_DB === 'postgres')('processes migrating one database at once', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `oneclick_test_${randomBytes(6).toString('hex')}`;
  afterAll(() => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`));

  it('all start, and each migration is applied once', async () => {
    await runAsAdmin(serverUrl, `create database ${name}`);
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(databaseUrl(serverUrl, name))));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { db } = handles[0]!;
      const applied = await rowsOf<{ hashes: number; distinct: number }>(
        db.execute(
          'select count(*)::int as hashes, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        ),
      );
      expect(applied[0]!.hashes).toBe(applied[0]!.distinct);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
