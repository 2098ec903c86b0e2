import { ROLES } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { SESSION_CHANGES_CHANNEL } from '../../src/auth/session-cache.js';
import { users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { postJson, sessionCookieFrom } from '../helpers/requests.js';
import { createTestApp, type TestApp, twoProcessesOf, type TwoProcesses } from '../helpers/test-app.js';
import { rowsOf } from '../helpers/test-database.js';

/** The name each process's listening connection goes by in pg_stat_activity. */
const LISTENER = `listen ${SESSION_CHANGES_CHANNEL}`;
/** What another process's change must take at most to reach this one's copies (issue 47). */
const WITHIN_MS = 1000;

describe("a signed-in request answered from the process's copy of its session", () => {
  let t: TestApp;
  let two: TwoProcesses;

  beforeAll(async () => {
    t = await createTestApp();
    two = await twoProcessesOf(t);
  });
  afterAll(async () => {
    await two.close();
    await t.close();
  });

  const sessionUser = async (app: App, cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json<{
      user: { id: string; role: number } | null;
    }>().user;

  /** How long until `app` answers as `expected` says, polling; fails past a second. */
  async function msUntil(app: App, cookie: string, expected: (user: { role: number } | null) => boolean) {
    const started = performance.now();
    while (!expected(await sessionUser(app, cookie))) {
      if (performance.now() - started > WITHIN_MS) throw new Error(`not seen within ${WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  }

  /** Gives the account a paid role, written by a connection of its own, as another process would. */
  const giveRole = (userId: string, role: number) =>
    t.database.db
      .update(users)
      .set({ role, expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, userId));

  /** Both processes answer with `role` for the session within a second. */
  async function bothSee(cookie: string, role: number) {
    for (const app of [t.app, two.second]) {
      expect(await msUntil(app, cookie, (seen) => seen?.role === role)).toBeLessThan(WITHIN_MS);
    }
  }

  async function signedInBoth() {
    const user = await insertUser(t.database.db);
    const cookie = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    // Both processes now hold a copy.
    expect((await sessionUser(t.app, cookie))?.id).toBe(user.id);
    expect((await sessionUser(two.second, cookie))?.id).toBe(user.id);
    return { user, cookie };
  }

  it('a sign-out ends the session at once in its process and within a second in the other', async () => {
    const { cookie } = await signedInBoth();
    expect((await postJson(t, '/api/v1/auth/logout', {}, { cookie })).statusCode).toBe(204);
    expect(await sessionUser(t.app, cookie)).toBeNull();
    expect(await msUntil(two.second, cookie, (user) => user === null)).toBeLessThan(WITHIN_MS);
  });

  it('a change to the account committed by any process reaches the copies of both within a second', async () => {
    const { user, cookie } = await signedInBoth();
    await giveRole(user.id, ROLES.premium);
    await bothSee(cookie, ROLES.premium);
  });

  it('a sign-in announces nothing: no process drops its copies for a session none can hold', async () => {
    // The announcing function also writes down each announcement, for the length of this test.
    const announce = (record: string) =>
      t.database.db.execute(
        sql.raw(`create or replace function notify_session_changes() returns trigger language plpgsql as $$
        begin ${record} perform pg_notify('session_changes', '');
        perform set_config('oneclick.session_changes', 'announced', true); return null; end $$`),
      );
    await t.database.db.execute(sql`create table announcements (at timestamptz not null default now())`);
    await announce('insert into announcements default values;');
    const announced = async () => (await rowsOf(t.database.db.execute(sql`select at from announcements`))).length;
    try {
      const user = await insertUser(t.database.db);
      const signedIn = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      expect(await announced()).toBe(0);
      // A change that does announce is written down: the count above could have been more.
      await giveRole(user.id, ROLES.pro);
      expect(await announced()).toBe(1);
    } finally {
      await announce('');
      await t.database.db.execute(sql`drop table announcements`);
    }
  });

  it("a write that changes no session keeps this process's copies; one that does drops them at its commit", async () => {
    const { user, cookie } = await signedInBoth();
    const role = (await sessionUser(t.app, cookie))!.role;
    const unannounced = async (write: () => Promise<unknown>) => {
      await t.database.db.execute(sql`alter table users disable trigger users_notify_session_changes`);
      try {
        await write();
      } finally {
        await t.database.db.execute(sql`alter table users enable trigger users_notify_session_changes`);
      }
    };
    // Changed where no process hears of it: only a copy read afresh can show it.
    await unannounced(() => giveRole(user.id, ROLES.pro));
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reseller-applications',
      headers: { origin: t.config.publicUrl },
      remoteAddress: '192.0.2.90',
      payload: {
        name: 'An',
        email: `applicant-${user.id}@factory.test`,
        phone: '+84 912 345 678',
        country: 'VN',
        language: 'vi',
      },
    });
    expect(applied.statusCode).toBe(204);
    expect((await sessionUser(t.app, cookie))?.role).toBe(role);
    // A sign-out of another of the account's sessions, in this process.
    const other = sessionCookieFrom(
      await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD }),
    );
    expect((await postJson(t, '/api/v1/auth/logout', {}, { cookie: other })).statusCode).toBe(204);
    expect((await sessionUser(t.app, cookie))?.role).toBe(ROLES.pro);
  });

  // The embedded database is the process's own: no connection to lose.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'a process that loses its listening connection trusts no copy until it listens again',
    async () => {
      const { user, cookie } = await signedInBoth();
      const listeners = () =>
        rowsOf<{ pid: number }>(
          t.database.db.execute(
            sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER}`,
          ),
        );
      const before = await listeners();
      expect(before).toHaveLength(2);
      await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER}`);
      // Written while neither may be listening: its notification may be lost.
      await giveRole(user.id, ROLES.pro);
      await bothSee(cookie, ROLES.pro);
      // Both listen again on new connections, and hear the next change.
      await expect
        .poll(async () => (await listeners()).filter((row) => !before.some((old) => old.pid === row.pid)).length, {
          timeout: 5000,
        })
        .toBe(2);
      await giveRole(user.id, ROLES.premium);
      await bothSee(cookie, ROLES.premium);
    },
  );
});
