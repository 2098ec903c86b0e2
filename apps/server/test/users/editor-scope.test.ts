import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const URL = '/api/v1/users/editor-scope';

describe('PUT /api/v1/users/editor-scope', () => {
  let t: TestApp;
  let superAdmin: UserRow;
  let admin: UserRow;
  let target: UserRow;
  let targetCookie: string;
  const cookies: Record<string, string> = {};

  async function scopeOf(user: UserRow): Promise<string | null> {
    const [row] = await t.database.db
      .select({ editorScope: users.editorScope })
      .from(users)
      .where(eq(users.id, user.id));
    return row!.editorScope;
  }

  async function auditCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  async function sessionEditor(cookie: string): Promise<unknown> {
    const res = await getJson(t, '/api/v1/auth/session', { cookie });
    expect(res.statusCode).toBe(200);
    return res.json().user.editor;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    superAdmin = await insertUser(db, { name: 'Super Admin', role: 0 });
    admin = await insertUser(db, { name: 'Admin', role: 1 });
    cookies.superAdmin = await logInAs(t, superAdmin.email, TEST_PASSWORD);
    cookies.admin = await logInAs(t, admin.email, TEST_PASSWORD);
    const refused: [string, Parameters<typeof insertUser>[1]][] = [
      ['customer', { role: 4 }],
      ['reseller', { role: 2, isReseller: true, commissionRate: 20 }],
      ['editor', { role: 4, editorScope: 'admin' }],
      ['paid customer', { role: 7, expiresAt: new Date('2099-01-01') }],
    ];
    for (const [key, overrides] of refused) {
      const user = await insertUser(db, overrides);
      cookies[key] = await logInAs(t, user.email, TEST_PASSWORD);
    }
    target = await insertUser(db, { name: 'Future Editor', email: 'future.editor@factory.test' });
    targetCookie = await logInAs(t, target.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  describe.each([
    ['a super admin (role 0)', 'superAdmin'],
    ['an admin (role 1)', 'admin'],
  ])('%s', (_who, actorKey) => {
    it.each(['admin', 'vi', 'en-US', 'TH'] as const)(
      'grants the scope %s, which the user sees at the next session check, then removes it',
      async (scope) => {
        const actor = actorKey === 'superAdmin' ? superAdmin : admin;
        const granted = await sendJson(
          t,
          'PUT',
          URL,
          { email: target.email, editor: scope },
          { cookie: cookies[actorKey] },
        );
        expect(granted.statusCode).toBe(200);
        expect(granted.json()).toEqual({ email: target.email, editor: scope });
        expect(await scopeOf(target)).toBe(scope);
        expect(await sessionEditor(targetCookie)).toBe(scope);
        expect((await getJson(t, '/api/v1/cms/categories', { cookie: targetCookie })).statusCode).toBe(200);

        const grants = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, target.id))
          .orderBy(auditLog.id);
        expect(grants.at(-1)).toMatchObject({
          actorUserId: actor.id,
          action: 'users.editor_scope_changed',
          details: { from: null, to: scope },
        });

        const removed = await sendJson(
          t,
          'PUT',
          URL,
          { email: target.email, editor: null },
          { cookie: cookies[actorKey] },
        );
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ email: target.email, editor: null });
        expect(await scopeOf(target)).toBeNull();
        expect(await sessionEditor(targetCookie)).toBeNull();
        const cms = await getJson(t, '/api/v1/cms/categories', { cookie: targetCookie });
        expect(cms.statusCode).toBe(403);
        expect(cms.json().code).toBe('FORBIDDEN');

        const rows = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, target.id))
          .orderBy(auditLog.id);
        expect(rows.at(-1)).toMatchObject({
          actorUserId: actor.id,
          action: 'users.editor_scope_changed',
          details: { from: scope, to: null },
        });
      },
    );
  });

  it('changes one scope for another in one step, and finds the user whatever the case of the e-mail', async () => {
    const user = await insertUser(t.database.db, { editorScope: 'vi' });
    const res = await sendJson(
      t,
      'PUT',
      URL,
      { email: `  ${user.email.toUpperCase()} `, editor: 'TH' },
      { cookie: cookies.admin },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email, editor: 'TH' });
    expect(await scopeOf(user)).toBe('TH');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user.id))
      .orderBy(auditLog.id);
    expect(row).toMatchObject({ action: 'users.editor_scope_changed', details: { from: 'vi', to: 'TH' } });
  });

  describe.each([
    ['a customer', 'customer'],
    ['a reseller (isReseller, role 2)', 'reseller'],
    ['an editor without an admin role', 'editor'],
    ['a paid customer (role 7)', 'paid customer'],
  ])('%s', (_who, key) => {
    it('is refused with 403 FORBIDDEN and nothing changes', async () => {
      const audits = await auditCount();
      const res = await sendJson(t, 'PUT', URL, { email: target.email, editor: 'admin' }, { cookie: cookies[key] });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await scopeOf(target)).toBeNull();
      expect(await auditCount()).toBe(audits);
    });

    it('cannot raise its own scope either', async () => {
      const res = await getJson(t, '/api/v1/auth/session', { cookie: cookies[key] });
      const email = res.json().user.email as string;
      const put = await sendJson(t, 'PUT', URL, { email, editor: 'admin' }, { cookie: cookies[key] });
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe('FORBIDDEN');
    });
  });

  it('refuses anonymous callers with 401 UNAUTHENTICATED, even with an invalid body', async () => {
    const audits = await auditCount();
    for (const body of [{ email: target.email, editor: 'admin' }, { editor: 'fr', role: 0 }, undefined]) {
      const res = await sendJson(t, 'PUT', URL, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect(await scopeOf(target)).toBeNull();
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a request without the portal Origin with 403, even from an admin', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: cookies.admin! },
      payload: { email: target.email, editor: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await scopeOf(target)).toBeNull();
  });

  it('answers an unknown e-mail with 404 NOT_FOUND and writes no audit row', async () => {
    const audits = await auditCount();
    const res = await sendJson(
      t,
      'PUT',
      URL,
      { email: 'nobody@factory.test', editor: 'vi' },
      { cookie: cookies.superAdmin },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await auditCount()).toBe(audits);
  });

  it.each<[string, unknown]>([
    ['an unknown scope fr', { email: 'future.editor@factory.test', editor: 'fr' }],
    ['an upper-case scope ADMIN', { email: 'future.editor@factory.test', editor: 'ADMIN' }],
    ['an empty scope', { email: 'future.editor@factory.test', editor: '' }],
    ['a numeric scope', { email: 'future.editor@factory.test', editor: 1 }],
    ['a missing scope', { email: 'future.editor@factory.test' }],
    ['a missing e-mail', { editor: 'vi' }],
    ['an invalid e-mail', { email: 'not-an-email', editor: 'vi' }],
    ['an extra role field', { email: 'future.editor@factory.test', editor: 'vi', role: 0 }],
    ['an extra isReseller field', { email: 'future.editor@factory.test', editor: 'vi', isReseller: true }],
    ['no body', undefined],
  ])('refuses %s with 400 and a code, and changes nothing', async (_label, body) => {
    const audits = await auditCount();
    const res = await sendJson(t, 'PUT', URL, body, { cookie: cookies.superAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await scopeOf(target)).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 4, isReseller: false });
    expect(await auditCount()).toBe(audits);
  });
});
