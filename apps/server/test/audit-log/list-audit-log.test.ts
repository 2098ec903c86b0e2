import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface AuditPage {
  items: {
    action: string;
    actor: { email: string } | null;
    target: { email: string } | null;
    details: Record<string, unknown>;
    people: Record<string, { email: string }>;
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
  let resellerUser: UserRow;
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
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
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

  it('filters by the actor e-mail in any case and by a named action', async () => {
    const byActor = (await read('?actor=FIRST.Admin@factory.test')).json<AuditPage>();
    expect(byActor.items.map((entry) => entry.action)).toEqual(['licence_key.deleted', 'licence_keys.generated']);
    expect(byActor.items.every((entry) => entry.actor?.email === 'first.admin@factory.test')).toBe(true);
    const deletions = (await read('?action=licence_key.deleted')).json<AuditPage>();
    expect(deletions.items.map((entry) => entry.action)).toEqual(['licence_key.deleted']);
    const byBoth = (await read('?actor=first.admin@factory.test&action=users.role_changed')).json<AuditPage>();
    expect(byBoth.total).toBe(0);
    expect((await read('?actor=nobody@factory.test')).json<AuditPage>().total).toBe(0);
  });

  it('filters by the e-mail of the account an action was about', async () => {
    const about = (await read('?target=Target@Factory.test')).json<AuditPage>();
    expect(about.items.map((entry) => entry.action)).toEqual(['users.role_changed']);
    expect(about.items[0]!.target?.email).toBe('target@factory.test');
    expect((await read(`?target=${encodeURIComponent(adminUser.email)}`)).json<AuditPage>().total).toBe(0);
  });

  it("filters by days in the business's time zone (Ho Chi Minh City by default), both included", async () => {
    const businessDay = (instant: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTimeZone, dateStyle: 'short' }).format(instant);
    expect(t.config.businessTimeZone).toBe('Asia/Ho_Chi_Minh');
    const today = businessDay(new Date());
    const all = (await read('')).json<AuditPage>().total;
    expect((await read(`?from=${today}&to=${today}`)).json<AuditPage>().total).toBe(all);
    expect((await read(`?from=${today}`)).json<AuditPage>().total).toBe(all);
    const yesterday = businessDay(new Date(Date.now() - 86_400_000));
    expect((await read(`?to=${yesterday}`)).json<AuditPage>().total).toBe(0);
    const tomorrow = businessDay(new Date(Date.now() + 86_400_000));
    expect((await read(`?from=${tomorrow}`)).json<AuditPage>().total).toBe(0);
    // An entry just after midnight in Ho Chi Minh City is still the previous day in UTC.
    await t.database.db.insert(auditLog).values({
      action: 'order.expired',
      createdAt: new Date('2026-03-09T17:30:00Z'),
    });
    const onTheTenth = (await read('?from=2026-03-10&to=2026-03-10')).json<AuditPage>();
    expect(onTheTenth.items.map((entry) => entry.action)).toEqual(['order.expired']);
    expect((await read('?from=2026-03-09&to=2026-03-09')).json<AuditPage>().total).toBe(0);
  });

  it('refuses bad filters with a code and the field', async () => {
    for (const [query, field, reason] of [
      ['?actor=not-an-email', 'actor', 'EMAIL_INVALID'],
      ['?target=not-an-email', 'target', 'EMAIL_INVALID'],
      ['?action=licence_key', 'action', 'ACTION_INVALID'],
      ['?action=%25', 'action', 'ACTION_INVALID'],
      ['?from=2026-02-30', 'from', 'DATE_INVALID'],
      ['?to=1999-12-31', 'to', 'DATE_OUT_OF_RANGE'],
      ['?from=2026-03-10&to=2026-03-09', 'to', 'RANGE_REVERSED'],
    ]) {
      const res = await read(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field!]: reason } } });
    }
    for (const query of ['?page=0', `?action=${'a'.repeat(101)}`]) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins only, filters included', async () => {
    for (const query of ['', '?action=licence_key.deleted', '?target=target@factory.test', '?from=2026-01-01']) {
      expect((await read(query, reseller)).statusCode).toBe(403);
      expect((await read(query, customer)).statusCode).toBe(403);
      expect((await getJson(t, `/api/v1/audit-log${query}`)).statusCode).toBe(401);
    }
  });

  it('names the accounts its details give by id, such as the new owner of a key', async () => {
    const keys = await sendJson(t, 'POST', '/api/v1/licence-keys', { quantity: 1, accountType: 6 }, { cookie: admin });
    const [key] = keys.json<{ keys: { code: string }[] }>().keys;
    const body = { resellerId: resellerUser.id };
    await sendJson(t, 'PATCH', `/api/v1/licence-keys/${key!.code}`, body, { cookie: admin });
    const [reassignment] = (await read('?action=licence_key.reassigned')).json<AuditPage>().items;
    expect(reassignment!.details).toMatchObject({ from: null, to: resellerUser.id });
    expect(reassignment!.people).toEqual({
      [resellerUser.id]: { id: resellerUser.id, name: resellerUser.name, email: resellerUser.email },
    });
    const [roleChange] = (await read('?action=users.role_changed')).json<AuditPage>().items;
    expect(roleChange!.people).toEqual({});
  });
});
