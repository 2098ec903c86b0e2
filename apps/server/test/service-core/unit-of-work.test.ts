import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, emailOutbox, users } from '../../src/db/schema/index.js';
import { toSessionUser } from '../../src/auth/session-user.js';
import type { Database } from '../../src/db/client.js';
import { resellersEmails } from '../../src/modules/resellers/emails.js';
import { type Actor, type Committed, instantReader, unitOfWorkRunner } from '../../src/service-core/unit-of-work.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the unit of work', () => {
  let t: TestApp;
  let ACTOR: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    ACTOR = { user: null, ip: '198.51.100.7', log: t.app.log };
  });
  afterAll(() => t.close());

  async function rowsNamed(name: string) {
    const [row] = await t.database.db.select({ n: count() }).from(categories).where(eq(categories.name, name));
    return row!.n;
  }

  async function auditsOf(action: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  }

  async function mailTo(address: string) {
    return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  }

  it('commits the rows, the audit entry and the e-mail together, then reports the e-mail', async () => {
    const committed: Committed[] = [];
    const run = unitOfWorkRunner(t.database.db, t.config, (done) => committed.push(done));
    await run(ACTOR, async ({ tx, audit, mail }) => {
      await tx.insert(categories).values({ name: 'Together', slug: 'together', lang: 'vi' });
      await audit({ action: 'cms.category.created', targetId: 'together' });
      await mail(resellersEmails.resellerRevoked, { email: 'together@uow.test', name: 'Lan', language: 'en-US' }, {});
    });
    expect(await rowsNamed('Together')).toBe(1);
    const [entry] = await auditsOf('cms.category.created');
    expect(entry).toMatchObject({ targetId: 'together', ip: ACTOR.ip, actorUserId: null });
    expect(await mailTo('together@uow.test')).toHaveLength(1);
    expect(committed).toEqual([
      {
        emails: [
          expect.objectContaining({
            to: 'together@uow.test',
            subject: 'Your OneClick reseller status has ended',
            links: [],
          }),
        ],
        sessionsChanged: false,
      },
    ]);
  });

  it('reports whether the work changed what a session is read from, as the database announced it', async () => {
    const committed: Committed[] = [];
    const run = unitOfWorkRunner(t.database.db, t.config, (done) => committed.push(done));
    const user = await insertUser(t.database.db);
    await run(ACTOR, ({ tx }) => tx.insert(categories).values({ name: 'Quiet', slug: 'quiet', lang: 'vi' }));
    await run(ACTOR, ({ tx }) => tx.update(users).set({ name: 'Renamed' }).where(eq(users.id, user.id)));
    await run(ACTOR, ({ tx }) =>
      tx.insert(categories).values({ name: 'Quiet again', slug: 'quiet-again', lang: 'vi' }),
    );
    expect(committed.map((done) => done.sessionsChanged)).toEqual([false, true, false]);
  });

  it('leaves nothing behind when a later step fails, and reports no e-mail', async () => {
    const committed: Committed[] = [];
    const run = unitOfWorkRunner(t.database.db, t.config, (done) => committed.push(done));
    const attempt = run(ACTOR, async ({ tx, audit, mail }) => {
      await tx.insert(categories).values({ name: 'Half done', slug: 'half-done', lang: 'vi' });
      await mail(resellersEmails.resellerRevoked, { email: 'half@uow.test', name: 'Lan', language: 'en-US' }, {});
      // What finding 1 hit: jsonb refuses a lone surrogate, after the row was written.
      await audit({ action: 'cms.category.updated', details: { name: 'abc \ud800' } });
    });
    await expect(attempt).rejects.toThrow();
    expect(await rowsNamed('Half done')).toBe(0);
    expect(await mailTo('half@uow.test')).toHaveLength(0);
    expect(committed).toEqual([]);
  });

  it('records the signed-in actor, or the account an anonymous call proved it owns', async () => {
    const run = unitOfWorkRunner(t.database.db, t.config);
    const signedIn = toSessionUser(await insertUser(t.database.db), false);
    const owner = await insertUser(t.database.db);
    await run({ ...ACTOR, user: signedIn }, ({ audit }) => audit({ action: 'users.role_changed' }));
    await run(ACTOR, ({ audit }) => audit({ action: 'auth.password_reset', actorUserId: owner.id }));
    await run(ACTOR, ({ audit }) => audit({ action: 'admin.setup_link_created' }));
    expect((await auditsOf('users.role_changed'))[0]!.actorUserId).toBe(signedIn.id);
    expect((await auditsOf('auth.password_reset'))[0]!.actorUserId).toBe(owner.id);
    expect((await auditsOf('admin.setup_link_created'))[0]!.actorUserId).toBeNull();
  });

  it('refuses a write made in a read at one instant', async () => {
    await expect(
      instantReader(t.database.db)((instant) =>
        // The type has no insert; the cast shows the database itself refuses one too.
        (instant as Database).insert(categories).values({ name: 'Read only', slug: 'read-only', lang: 'th' }),
      ),
    ).rejects.toThrow();
    expect(await rowsNamed('Read only')).toBe(0);
  });

  // PGlite runs one statement at a time, so a write cannot land between the two reads there.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'does not see a write committed between its reads (PostgreSQL)',
    async () => {
      const [before, after] = await instantReader(t.database.db)(async (instant) => {
        const [first] = await instant.select({ n: count() }).from(categories);
        await t.database.db.insert(categories).values({ name: 'Meanwhile', slug: 'meanwhile', lang: 'th' });
        const [second] = await instant.select({ n: count() }).from(categories);
        return [first!.n, second!.n];
      });
      expect(after).toBe(before);
      expect(await rowsNamed('Meanwhile')).toBe(1);
    },
  );
});
