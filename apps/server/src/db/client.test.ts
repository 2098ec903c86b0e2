import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';

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
});
