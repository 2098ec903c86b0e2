import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('PUT /api/v1/users/:id/reseller', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let customer: string;

  function setReseller(user: UserRow, body: unknown, cookie: string) {
    return sendJson(t, 'PUT', `/api/v1/users/${user.id}/reseller`, body, { cookie });
  }

  async function resellerFields(user: UserRow) {
    const [row] = await t.database.db
      .select({ isReseller: users.isReseller, commissionRate: users.commissionRate })
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
    const adminUser = await insertUser(db, { role: 1 });
    const resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const customerUser = await insertUser(db);
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('makes a verified user a reseller, changes the rate and takes it away, each step audited', async () => {
    const target = await insertUser(t.database.db);
    const res = await setReseller(target, { commissionRate: 25 }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isReseller: true, commissionRate: 25 });
    expect((await setReseller(target, { commissionRate: 0 }, admin)).statusCode).toBe(200);
    expect(await resellerFields(target)).toEqual({ isReseller: true, commissionRate: 0 });
    expect((await setReseller(target, { commissionRate: null }, admin)).json()).toMatchObject({
      isReseller: false,
      commissionRate: null,
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['users.reseller_set', { from: null, to: 25 }],
      ['users.reseller_set', { from: 25, to: 0 }],
      ['users.reseller_removed', { from: 0, to: null }],
    ]);
  });

  it('refuses a user who has not verified their e-mail address', async () => {
    const target = await insertUser(t.database.db, { emailVerifiedAt: null });
    const res = await setReseller(target, { commissionRate: 10 }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.reason).toBe('CUSTOMER_NOT_VERIFIED');
    expect(await resellerFields(target)).toEqual({ isReseller: false, commissionRate: null });
  });

  it('refuses rates outside 0 to 100 and other shapes with COMMISSION_INVALID, changing nothing', async () => {
    const target = await insertUser(t.database.db);
    const before = await audits();
    for (const commissionRate of [-1, 101, 12.5, '10', true]) {
      const res = await setReseller(target, { commissionRate }, admin);
      expect(res.statusCode, String(commissionRate)).toBe(400);
      expect(res.json().details.fields.commissionRate).toBe('COMMISSION_INVALID');
    }
    for (const body of [{}, null, { commissionRate: 10, isReseller: true }]) {
      expect((await setReseller(target, body, admin)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await sendJson(
      t,
      'PUT',
      '/api/v1/users/00000000-0000-4000-8000-000000000000/reseller',
      { commissionRate: 10 },
      { cookie: admin },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await resellerFields(target)).toEqual({ isReseller: false, commissionRate: null });
    expect(await audits()).toBe(before);
  });

  it('refuses resellers, customers and visitors', async () => {
    const target = await insertUser(t.database.db);
    expect((await setReseller(target, { commissionRate: 90 }, reseller)).statusCode).toBe(403);
    expect((await setReseller(target, { commissionRate: 90 }, customer)).statusCode).toBe(403);
    expect((await sendJson(t, 'PUT', `/api/v1/users/${target.id}/reseller`, { commissionRate: 90 })).statusCode).toBe(
      401,
    );
    expect(await resellerFields(target)).toEqual({ isReseller: false, commissionRate: null });
  });
});
