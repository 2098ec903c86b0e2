import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/v1/users/lookup', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let otherReseller: string;
  let resellerUser: UserRow;
  let customer: string;
  let client: UserRow;

  function lookUp(email: string, cookie: string) {
    return getJson(t, `/api/v1/users/lookup?email=${encodeURIComponent(email)}`, { cookie });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const adminUser = await insertUser(db, { role: 1 });
    resellerUser = await insertUser(db, { name: 'Reseller Ha', role: 2, isReseller: true, commissionRate: 15 });
    const otherResellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 15 });
    const customerUser = await insertUser(db);
    client = await insertUser(db, { name: 'Lan Phạm', email: 'lan.pham@xuong-go.test', country: 'VN' });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    otherReseller = await logInAs(t, otherResellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
    const keys = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys',
      { quantity: 1, accountType: 7, months: 6, resellerId: resellerUser.id },
      { cookie: admin },
    );
    const code = keys.json<{ keys: { code: string }[] }>().keys[0]!.code;
    const redeemed = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys/redeem',
      { code, customerEmail: client.email },
      { cookie: reseller },
    );
    expect(redeemed.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('shows name, type, expiry, country, reseller and who activated them, by e-mail in any case', async () => {
    const res = await lookUp('LAN.Pham@Xuong-Go.test', admin);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      name: 'Lan Phạm',
      email: 'lan.pham@xuong-go.test',
      role: 7,
      effectiveRole: 7,
      country: 'VN',
      reseller: { id: resellerUser.id, name: 'Reseller Ha' },
      activatedBy: { id: resellerUser.id, name: 'Reseller Ha' },
    });
    expect(new Date(user.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(user.activatedAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('lets a reseller look up their own client, and answers 404 for anyone else', async () => {
    expect((await lookUp(client.email, reseller)).statusCode).toBe(200);
    const res = await lookUp(client.email, otherReseller);
    expect(res.statusCode).toBe(404);
    expect(res.json().details.reason).toBe('ACCOUNT_NOT_FOUND');
  });

  it('says when no account has the address', async () => {
    const res = await lookUp('nobody@factory.test', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'ACCOUNT_NOT_FOUND' } });
  });

  it('refuses an address of the wrong shape, customers and visitors', async () => {
    for (const email of ['', 'not-an-email', 'a@b', `${'x'.repeat(300)}@factory.test`]) {
      const res = await lookUp(email, admin);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await lookUp(client.email, customer)).statusCode).toBe(403);
    expect((await getJson(t, `/api/v1/users/lookup?email=${client.email}`)).statusCode).toBe(401);
  });
});
