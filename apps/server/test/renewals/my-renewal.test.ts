import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

describe('a customer’s renewal: GET /api/v1/renewals/mine and PUT /api/v1/renewals/mine/reminders', () => {
  let t: TestApp;

  async function customer(values: Parameters<typeof insertUser>[1] = {}) {
    const user = await insertUser(t.database.db, values);
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the running plan and the package that renews it on the portal', async () => {
    const expiresAt = inDays(7);
    const { cookie } = await customer({ role: 6, expiresAt });
    const res = await getJson(t, '/api/v1/renewals/mine', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plan: { accountType: 6, expiresAt: expiresAt.toISOString() },
      package: 'premium',
      reseller: null,
      renewalReminders: true,
    });
  });

  it('names the reseller who sold the plan, and no package for a plan the sales agent sells', async () => {
    const reseller = await insertUser(t.database.db, {
      role: 2,
      isReseller: true,
      commissionRate: 10,
      name: 'Minh Phát',
    });
    const { cookie } = await customer({ role: 7, expiresAt: inDays(20), resellerId: reseller.id });
    expect((await getJson(t, '/api/v1/renewals/mine', { cookie })).json()).toMatchObject({
      package: null,
      reseller: { name: 'Minh Phát', email: reseller.email },
    });
  });

  it('has nothing to renew for a Free account or a trial', async () => {
    for (const values of [{}, { role: 3, expiresAt: inDays(3) }] as const) {
      const { cookie } = await customer(values);
      expect((await getJson(t, '/api/v1/renewals/mine', { cookie })).json()).toMatchObject({
        plan: null,
        package: null,
      });
    }
  });

  it('turns the reminders off and on again, audited, for the signed-in customer only', async () => {
    const { user, cookie } = await customer({ role: 5, expiresAt: inDays(40) });
    const off = await sendJson(t, 'PUT', '/api/v1/renewals/mine/reminders', { renewalReminders: false }, { cookie });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ renewalReminders: false, package: 'pro' });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.renewalReminders).toBe(false);
    const on = await sendJson(t, 'PUT', '/api/v1/renewals/mine/reminders', { renewalReminders: true }, { cookie });
    expect(on.json()).toMatchObject({ renewalReminders: true });
  });

  it('refuses a visitor and a body that is not a yes or no, changing nothing', async () => {
    const { user, cookie } = await customer({ role: 5, expiresAt: inDays(40) });
    const anonymous = await sendJson(t, 'PUT', '/api/v1/renewals/mine/reminders', { renewalReminders: false });
    expect(anonymous.statusCode).toBe(401);
    expect((await getJson(t, '/api/v1/renewals/mine')).statusCode).toBe(401);
    for (const body of [{}, { renewalReminders: 'no' }, { renewalReminders: false, userId: user.id }]) {
      const res = await sendJson(t, 'PUT', '/api/v1/renewals/mine/reminders', body, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.renewalReminders).toBe(true);
  });
});
