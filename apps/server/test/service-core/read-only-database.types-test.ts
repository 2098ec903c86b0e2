/**
 * Compiled by the type check, never run: an operation reads through `deps.db` and writes only in a
 * unit of work. Each `@ts-expect-error` fails the check if the line below it ever compiles.
 */
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../src/app-deps.js';
import { users } from '../../src/db/schema/index.js';
import type { Actor, SystemDeps } from '../../src/service-core/unit-of-work.js';

export async function writesThatMustNotCompile(deps: ModuleDeps, system: SystemDeps, actor: Actor) {
  // @ts-expect-error: an operation's database has no insert.
  await deps.db.insert(users).values({ email: 'a@example.com', name: 'A' });
  // @ts-expect-error: nor update.
  await deps.db.update(users).set({ name: 'B' });
  // @ts-expect-error: nor delete.
  await deps.db.delete(users);
  // @ts-expect-error: nor raw SQL, which could write.
  await deps.db.execute(sql`delete from users`);
  // @ts-expect-error: nor a transaction of its own: writes go through runUnitOfWork.
  await deps.db.transaction(async () => {});
  await deps.readAtOneInstant(async (instant) => {
    // @ts-expect-error: a read at one instant reads only.
    await instant.insert(users).values({ email: 'a@example.com', name: 'A' });
  });
  // @ts-expect-error: work no request asked for writes through runAsSystem too.
  await system.db.insert(users).values({ email: 'a@example.com', name: 'A' });

  await deps.db.select().from(users);
  await deps.runUnitOfWork(actor, ({ tx }) => tx.update(users).set({ name: 'B' }));
}
