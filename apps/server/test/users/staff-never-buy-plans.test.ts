import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../src/db/schema/index.js';
import { isLastSuperAdminViolation } from '../../src/utils/db-errors.js';
import { newOrderId } from '../../src/modules/orders/create-order.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

const SUBSCRIPTION = { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' } as const;

/**
 * D3: staff accounts (roles 0 and 1) never receive a plan, and the portal always has a super
 * admin, whichever path writes the role. On PostgreSQL the races really overlap.
 */
describe('staff accounts and plans', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
  });
  afterAll(() => t.close());

  async function roleOf(id: string) {
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    return row!.role;
  }

  /** An open bank order for `userId`, as one made before staff were refused at ordering would be. */
  async function insertOpenOrder(user: { id: string; name: string; email: string }) {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        id: newOrderId(),
        userId: user.id,
        kind: 'subscription',
        method: 'bank_transfer',
        currency: 'VND',
        amount: 14_990_000,
        accountType: 5,
        months: 12,
        customerName: user.name,
        customerEmail: user.email,
        language: 'en-US',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return order!;
  }

  it('refuses a plan order from a super admin or an admin with NOT_A_CUSTOMER, creating nothing', async () => {
    for (const role of [0, 1]) {
      const staff = await insertUser(t.database.db, { role });
      const cookie = await logInAs(t, staff.email, TEST_PASSWORD);
      const res = await sendJson(t, 'POST', '/api/v1/orders', SUBSCRIPTION, { cookie });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'NOT_A_CUSTOMER' } });
      const [mine] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, staff.id));
      expect(mine!.n).toBe(0);
      expect(await roleOf(staff.id)).toBe(role);
    }
  });

  it('never demotes a super admin through their own order marked paid by an admin', async () => {
    const superAdmin = await insertUser(t.database.db, { role: 0 });
    const admin = await insertUser(t.database.db, { role: 1 });
    const cookie = await logInAs(t, admin.email, TEST_PASSWORD);
    const order = await insertOpenOrder(superAdmin);
    const res = await sendJson(t, 'POST', `/api/v1/orders/${order.id}/mark-paid`, undefined, { cookie });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ details: { reason: 'NOT_A_CUSTOMER' } });
    expect(await roleOf(superAdmin.id)).toBe(0);
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
  });

  it('refuses, in the database itself, any write that leaves no super admin', async () => {
    const db = t.database.db;
    const superAdmins = await db.select({ id: users.id }).from(users).where(eq(users.role, 0));
    for (const { id } of superAdmins.slice(1)) await db.update(users).set({ role: 1 }).where(eq(users.id, id));
    const last = superAdmins[0]?.id ?? (await insertUser(db, { role: 0 })).id;

    // The error handler answers this refusal 409 LAST_SUPER_ADMIN.
    await expect(db.update(users).set({ role: 5 }).where(eq(users.id, last))).rejects.toSatisfy(
      isLastSuperAdminViolation,
    );
    await expect(db.delete(users).where(eq(users.id, last))).rejects.toSatisfy(isLastSuperAdminViolation);
    expect(await roleOf(last)).toBe(0);

    const second = await insertUser(db, { role: 0 });
    await db.update(users).set({ role: 1 }).where(eq(users.id, last));
    expect(await roleOf(last)).toBe(1);
    await db.update(users).set({ role: 0 }).where(eq(users.id, last));
    await db.update(users).set({ role: 1 }).where(eq(users.id, second.id));
  });

  it('two super admins demoting each other at once leave one super admin', async () => {
    const db = t.database.db;
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await insertUser(db, { role: 0 }), await insertUser(db, { role: 0 })];
      const others = await db.select({ id: users.id }).from(users).where(eq(users.role, 0));
      for (const { id } of others)
        if (id !== a.id && id !== b.id) await db.update(users).set({ role: 1 }).where(eq(users.id, id));
      const results = await Promise.allSettled([
        db.update(users).set({ role: 1 }).where(eq(users.id, a.id)),
        db.update(users).set({ role: 1 }).where(eq(users.id, b.id)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [left] = await db.select({ n: count() }).from(users).where(eq(users.role, 0));
      expect(left!.n).toBe(1);
    }
  });

  it('a promotion to admin racing the mark-paid of the same customer leaves an admin without a plan', async () => {
    const db = t.database.db;
    const superAdmin = (await db.select().from(users).where(eq(users.role, 0)))[0]!;
    const superCookie = await logInAs(t, superAdmin.email, TEST_PASSWORD);
    const admin = await insertUser(db, { role: 1 });
    const adminCookie = await logInAs(t, admin.email, TEST_PASSWORD);
    for (let round = 0; round < 5; round++) {
      const customer = await insertUser(db);
      const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
      const { id } = (await sendJson(t, 'POST', '/api/v1/orders', SUBSCRIPTION, { cookie })).json<{ id: string }>();
      const [promoted, paid] = await Promise.all([
        sendJson(t, 'PUT', `/api/v1/users/${customer.id}/role`, { role: 1 }, { cookie: superCookie }),
        sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: adminCookie }),
      ]);
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      const [row] = await db.select().from(users).where(eq(users.id, customer.id));
      expect(row).toMatchObject({ role: 1, expiresAt: null });
    }
    const changes = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'users.role_changed'));
    expect(changes[0]!.n).toBeGreaterThanOrEqual(5);
  });
});
