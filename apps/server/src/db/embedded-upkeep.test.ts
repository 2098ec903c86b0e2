import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPglite, pgliteHandle, rowsOf } from './client.js';
import { tidyTables, upkeepDue } from './embedded-upkeep.js';

describe("the embedded database's upkeep", () => {
  it('is due by autovacuum’s default thresholds', () => {
    const table = (deadRows: number, insertedSinceVacuum: number, changedSinceAnalyze: number) => ({
      table: 'users',
      liveRows: 1000,
      deadRows,
      insertedSinceVacuum,
      changedSinceAnalyze,
    });
    expect(upkeepDue([table(250, 1200, 150)])).toEqual([]);
    expect(upkeepDue([table(251, 0, 150)])).toEqual([{ table: 'users', vacuum: true, analyze: false }]);
    expect(upkeepDue([table(0, 1201, 150)])).toEqual([{ table: 'users', vacuum: true, analyze: false }]);
    expect(upkeepDue([table(0, 0, 151)])).toEqual([{ table: 'users', vacuum: false, analyze: true }]);
    expect(upkeepDue([table(251, 0, 151)])).toEqual([{ table: 'users', vacuum: true, analyze: true }]);
  });

  it('gathers the statistics of a table filled since, reclaims its dead rows, and then rests', async () => {
    const database = pgliteHandle(await createPglite({}));
    try {
      const { db } = database;
      await db.execute(sql`create table things (id int primary key, note text)`);
      await db.execute(sql`insert into things select n, 'new' from generate_series(1, 1000) as n`);
      await db.execute(sql`update things set note = 'changed' where id <= 500`);
      const stats = async () => {
        // A statement's counts reach the statistics at most once a second, unless asked.
        await db.execute(sql`select pg_stat_force_next_flush()`);
        const [row] = await rowsOf<{ last_analyze: unknown; last_vacuum: unknown; dead: number }>(
          db.execute(
            sql`select last_analyze, last_vacuum, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'things'`,
          ),
        );
        return row!;
      };
      expect(await stats()).toMatchObject({ last_analyze: null, last_vacuum: null, dead: 500 });

      expect(await tidyTables(db)).toEqual([{ table: 'things', vacuum: true, analyze: true }]);
      const after = await stats();
      expect(after.last_analyze).not.toBeNull();
      expect(after.last_vacuum).not.toBeNull();
      expect(after.dead).toBe(0);
      expect(await tidyTables(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
