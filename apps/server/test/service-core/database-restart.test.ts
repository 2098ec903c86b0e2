import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const rows = (result: unknown) => (result as { rows: { pid: number }[] }).rows;

// PostgreSQL ends every connection when it restarts; PGlite lives in the process.
describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL dropping the connections', () => {
  let t: TestApp;
  let admin: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await openPostgres(t.database.url!);
  });
  afterAll(async () => {
    await admin.close();
    await t.close();
  });

  it('fails the transaction whose connection it ended, and the process goes on on new ones', async () => {
    // A transaction that waits on the portal's own work between two statements, as a payment's
    // does on PayPal: its connection is checked out and idle when the server ends it.
    const transaction = t.database.db.transaction(async (tx) => {
      const { pid } = rows(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!;
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      while (rows(await admin.db.execute(sql`select pid from pg_stat_activity where pid = ${pid}`)).length > 0);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(rows(await t.database.db.execute(sql`select 1 as pid`))).toEqual([{ pid: 1 }]);
  });
});
