import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface AuditPage {
  items: {
    action: string;
    actor: { email: string } | null;
    target: { email: string } | null;
    details: Record<string, unknown>;
    ip: string | null;
    createdAt: string;
  }[];
  total: number;
  pageSize: number;
}

describe('GET /api/v1/audit-log', () => {
  let t: TestApp;
  let adminUser: UserRow;
  let admin: string;
  let otherAdminUser: UserRow;
  let target: UserRow;
  let reseller: string;
  let customer: string;

  function read(query: string, cookie = admin) {
    return getJson(t, `/api/v1/audit-log${query}`, { cookie });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    adminUser = await insertUser(db, { role: 1, email: 'first.admin@factory.test' });
    otherAdminUser = await insertUser(db, { role: 1 });
    target = await insertUser(db, { email: 'target@factory.test' });
    const resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const customerUser = await insertUser(db);
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    const otherAdmin = await logInAs(t, otherAdminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
    const keys = await sendJson(t, 'POST', '/api/v1/licence-keys', { quantity: 2, accountType: 5 }, { cookie: admin });
    const [first] = keys.json<{ keys: { code: string }[] }>().keys;
    await sendJson(t, 'DELETE', `/api/v1/licence-keys/${first!.code}`, undefined, { cookie: admin });
    await sendJson(t, 'PUT', `/api/v1/users/${target.id}/role`, { role: 2 }, { cookie: otherAdmin });
  });
  afterAll(() => t.close());

  it('lists who did what to whom, newest first, from which address', async () => {
    const res = await read('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<AuditPage>();
    expect(page.pageSize).toBe(50);
    const [roleChange, deletion, generation] = page.items;
    expect(roleChange).toMatchObject({
      action: 'users.role_changed',
      actor: { email: otherAdminUser.email },
      target: { email: 'target@factory.test' },
      details: { from: 4, to: 2 },
    });
    expect(roleChange!.ip).toBeTruthy();
    expect(deletion).toMatchObject({ action: 'licence_key.deleted', actor: { email: 'first.admin@factory.test' } });
    expect(deletion!.details.code).toMatch(/^[0-9A-Z]{4}-/);
    expect(generation).toMatchObject({ action: 'licence_keys.generated', target: null });
  });

  it('filters by the actor e-mail in any case and by the start of an action', async () => {
    const byActor = (await read('?actor=FIRST.Admin@factory.test')).json<AuditPage>();
    expect(byActor.items.map((entry) => entry.action)).toEqual(['licence_key.deleted', 'licence_keys.generated']);
    expect(byActor.items.every((entry) => entry.actor?.email === 'first.admin@factory.test')).toBe(true);
    const keyActions = (await read('?action=licence_key')).json<AuditPage>();
    expect(keyActions.items.map((entry) => entry.action).sort()).toEqual([
      'licence_key.deleted',
      'licence_keys.generated',
    ]);
    expect((await read('?action=%25')).json<AuditPage>().total).toBe(0);
    expect((await read('?actor=nobody@factory.test')).json<AuditPage>().total).toBe(0);
  });

  it('refuses bad filters with a code', async () => {
    for (const query of ['?actor=not-an-email', '?page=0', `?action=${'a'.repeat(101)}`]) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins only', async () => {
    expect((await read('', reseller)).statusCode).toBe(403);
    expect((await read('', customer)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/audit-log')).statusCode).toBe(401);
  });
});
