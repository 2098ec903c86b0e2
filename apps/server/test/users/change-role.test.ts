import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('PUT /api/v1/users/:id/role', () => {
  let t: TestApp;
  let superAdminUser: UserRow;
  let superAdmin: string;
  let admin: string;
  let adminUser: UserRow;
  let reseller: string;
  let customer: string;

  function changeRole(user: UserRow, role: unknown, cookie: string) {
    return sendJson(t, 'PUT', `/api/v1/users/${user.id}/role`, { role }, { cookie });
  }

  async function roleOf(user: UserRow) {
    const [row] = await t.database.db
      .select({ role: users.role, expiresAt: users.expiresAt })
      .from(users)
      .where(eq(users.id, user.id));
    return row!;
  }

  async function audits() {
    const [row] = await t.database.db.select({ n: count() }).from(auditLog);
    return row!.n;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    superAdminUser = await insertUser(db, { role: 0 });
    adminUser = await insertUser(db, { role: 1 });
    const resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const customerUser = await insertUser(db);
    superAdmin = await logInAs(t, superAdminUser.email, TEST_PASSWORD);
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('lets a super admin make an admin and take it back, each change audited', async () => {
    const target = await insertUser(t.database.db);
    const before = await audits();
    const res = await changeRole(target, 1, superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, role: 1, effectiveRole: 1, expiresAt: null });
    expect((await changeRole(target, 4, superAdmin)).statusCode).toBe(200);
    expect((await roleOf(target)).role).toBe(4);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: 4, to: 1 },
      { from: 1, to: 4 },
    ]);
    expect(await audits()).toBe(before + 2);
  });

  it('lets an admin move a user between Free and reseller, clearing a paid expiry', async () => {
    const target = await insertUser(t.database.db, { role: 6, expiresAt: new Date('2099-01-01') });
    const res = await changeRole(target, 2, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleOf(target)).toEqual({ role: 2, expiresAt: null });
  });

  it('lets only a super admin give or take away roles 0 and 1', async () => {
    const target = await insertUser(t.database.db);
    const otherAdmin = await insertUser(t.database.db, { role: 1 });
    for (const [user, role] of [
      [target, 1],
      [target, 0],
      [otherAdmin, 4],
      [superAdminUser, 4],
    ] as const) {
      const res = await changeRole(user, role, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().details.reason).toBe('SUPER_ADMIN_ONLY');
    }
    expect((await roleOf(target)).role).toBe(4);
    expect((await roleOf(otherAdmin)).role).toBe(1);
  });

  it('lets nobody change their own role', async () => {
    const res = await changeRole(adminUser, 2, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.reason).toBe('OWN_ROLE');
    expect((await changeRole(superAdminUser, 1, superAdmin)).json().details.reason).toBe('OWN_ROLE');
  });

  it('refuses paid types, unknown roles and extra fields with ROLE_INVALID, changing nothing', async () => {
    const target = await insertUser(t.database.db);
    const before = await audits();
    for (const role of [3, 5, 8, 9, -1, '4', null, 1.5]) {
      const res = await changeRole(target, role, superAdmin);
      expect(res.statusCode, String(role)).toBe(400);
      expect(res.json().details.fields.role).toBe('ROLE_INVALID');
    }
    const extra = await sendJson(
      t,
      'PUT',
      `/api/v1/users/${target.id}/role`,
      { role: 2, expiresAt: '2099-01-01' },
      { cookie: superAdmin },
    );
    expect(extra.statusCode).toBe(400);
    expect((await sendJson(t, 'PUT', '/api/v1/users/nope/role', { role: 2 }, { cookie: superAdmin })).statusCode).toBe(
      400,
    );
    const unknown = await sendJson(
      t,
      'PUT',
      '/api/v1/users/00000000-0000-4000-8000-000000000000/role',
      { role: 2 },
      { cookie: superAdmin },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await roleOf(target)).toEqual({ role: 4, expiresAt: null });
    expect(await audits()).toBe(before);
  });

  it('refuses resellers, customers and visitors', async () => {
    const target = await insertUser(t.database.db);
    expect((await changeRole(target, 2, reseller)).statusCode).toBe(403);
    expect((await changeRole(target, 2, customer)).statusCode).toBe(403);
    expect((await sendJson(t, 'PUT', `/api/v1/users/${target.id}/role`, { role: 2 })).statusCode).toBe(401);
    expect((await roleOf(target)).role).toBe(4);
  });
});
