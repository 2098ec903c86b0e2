import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Two super admins demote each other at the same moment. On PostgreSQL the two requests
 * really overlap; on PGlite they run one after the other, and the rule must hold either way.
 */
describe('two super admins demoting each other at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves exactly one super admin, ten times over', async () => {
    const db = t.database.db;
    let previous: string[] = [];
    for (let round = 0; round < 10; round++) {
      const pair = [await insertUser(db, { role: 0 }), await insertUser(db, { role: 0 })] as const;
      // The last round's pair steps down once this round's exists: the portal always keeps a super admin.
      if (previous.length > 0) await db.update(users).set({ role: 4 }).where(inArray(users.id, previous));
      const [first, second] = await Promise.all(pair.map((user) => logInAs(t, user.email, TEST_PASSWORD)));
      const answers = await Promise.all([
        sendJson(t, 'PUT', `/api/v1/users/${pair[1].id}/role`, { role: 1 }, { cookie: first }),
        sendJson(t, 'PUT', `/api/v1/users/${pair[0].id}/role`, { role: 1 }, { cookie: second }),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused as no longer a super admin, or as the last one; or, when the winner's
      // demotion (which ends the loser's sessions) committed before the loser's session was read,
      // as signed out.
      expect([401, 403, 409]).toContain(statuses[1]);
      const [left] = await db.select({ n: count() }).from(users).where(eq(users.role, 0));
      expect(left!.n).toBe(1);
      previous = [pair[0].id, pair[1].id];
    }
  });
});
