import { needsSecondFactor, type RoleCode } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.js';
import { sessions, type UserRow, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { giveSecondFactor, insertUser, TEST_PASSWORD } from './factories.js';
import { fixtureWrites } from './fixture-writes.js';
import type { TestApp } from './test-app.js';

export interface JsonRequest {
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * A state-changing call as the portal's own pages send it: JSON, same-site Origin. Resolves
 * once the work the call left for after its answer (forgot-password's e-mail) is done too.
 */
export async function postJson(t: TestApp, url: string, body: unknown, { cookie, headers = {} }: JsonRequest = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
    payload: body as object,
  });
  await t.app.backgroundTasks.settled();
  return response;
}

export function getJson(t: TestApp, url: string, { cookie }: JsonRequest = {}) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The `name=value` pair of the session cookie a response set, to send it back. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'oneclick_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `oneclick_session=${cookie.value}`;
}

/**
 * Logs a user in through the real endpoint (the password step) and returns the cookie to send
 * along. The session then counts as having proved a second factor, as an admin's must for staff
 * work: an admin account without one is given an authenticator app first (so its sign-in mails
 * no setup link), and an account with one gets its session here once the password step has
 * asked for it. Tests of the second step itself use `logInWithPasswordOnly` and
 * `test/second-factor/`.
 */
export async function logInAs(t: TestApp, email: string, password: string): Promise<string> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (user && needsSecondFactor(user.role as RoleCode)) await giveSecondFactor(t.database.db, user.id);
  const res = await postJson(t, '/api/v1/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  if (res.json<{ secondFactor: string[] | null }>().secondFactor) {
    return `oneclick_session=${await createSession(fixtureWrites(t.database.db), user!.id, {}, true)}`;
  }
  const cookie = sessionCookieFrom(res);
  await t.database.db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.id, hashToken(cookie.slice(cookie.indexOf('=') + 1))));
  return cookie;
}

/**
 * A session made directly, without a login (whose limits a test may not want to spend), that
 * has proved a second factor: an admin account is given its fixture factor first.
 */
export async function provedSession(t: TestApp, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  if (needsSecondFactor(user.role as RoleCode)) await giveSecondFactor(t.database.db, user.id);
  return `${SESSION_COOKIE}=${await createSession(fixtureWrites(t.database.db), user.id, {}, true)}`;
}

/** The password step alone, through the real endpoint: the session has proved no second factor. */
export async function logInWithPasswordOnly(t: TestApp, email: string, password: string): Promise<string> {
  const res = await postJson(t, '/api/v1/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return sessionCookieFrom(res);
}

/** Any request with the portal's own Origin, JSON body optional. */
export function sendJson(
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { cookie }: JsonRequest = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** An editor of every language, signed in, and a category it made in `lang` to write posts in. */
export async function editorWithCategory(
  t: TestApp,
  { name, lang }: { name: string; lang: string },
): Promise<{ cookie: string; categoryId: string }> {
  const user = await insertUser(t.database.db, { editorScope: 'admin' });
  const cookie = await logInAs(t, user.email, TEST_PASSWORD);
  const category = await sendJson(t, 'POST', '/api/v1/cms/categories', { name, lang }, { cookie });
  if (category.statusCode !== 201) throw new Error(`the category was not made: ${category.body}`);
  return { cookie, categoryId: category.json<{ id: string }>().id };
}
