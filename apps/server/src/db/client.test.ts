import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPglite, openPglite, pgliteHandle } from './client.js';

describe('the embedded database', () => {
  it('lets the event loop turn between statements waiting on each other', async () => {
    const database = await openPglite('memory://');
    try {
      let finished = 0;
      let finishedWhenTheTimerFired: number | undefined;
      setTimeout(() => (finishedWhenTheTimerFired = finished), 5);
      // Five statements of 20 ms sent at once: without a turn between them they are one block of 100 ms.
      await Promise.all(
        Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.02)`).then(() => (finished += 1))),
      );
      expect(finishedWhenTheTimerFired).toBeLessThan(2);
    } finally {
      await database.close();
    }
  });

  it("gives drizzle its dates as text to map, and honours any other query's own parsers", async () => {
    const client = await createPglite({});
    const database = pgliteHandle(client);
    try {
      const [mapped] = await database.db
        .select({ at: sql<Date>`now()`.mapWith((value: string) => new Date(value)) })
        .from(sql`(select 1) as one`);
      expect(mapped!.at).toBeInstanceOf(Date);
      // Drizzle's parsers are the client's own now: a raw query gets the text drizzle asked for.
      const raw = await client.query<{ at: unknown }>('select now() as at');
      expect(typeof raw.rows[0]!.at).toBe('string');
      const custom = { parsers: { [types.INT4]: (value: string) => `four-byte ${value}` } };
      expect((await client.query('select 1::int4 as n', [], custom)).rows).toEqual([{ n: 'four-byte 1' }]);
      await client.transaction(async (tx) => {
        expect((await tx.query('select 2::int4 as n', [], custom)).rows).toEqual([{ n: 'four-byte 2' }]);
        expect((await tx.query<{ n: unknown }>('select 3::int4 as n')).rows).toEqual([{ n: 3 }]);
      });
    } finally {
      await database.close();
    }
  });
});
