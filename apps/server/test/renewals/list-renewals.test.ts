import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, saleRecords } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const lastActivation = inDays(-362);

describe('GET /api/v1/renewals', () => {
  let t: TestApp;
  let admin: string;
  let resellerA: { id: string; email: string; cookie: string };
  let clients: { id: string; email: string }[];

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    const a = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20, name: 'Reseller A' });
    const b = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20, name: 'Reseller B' });
    resellerA = { id: a.id, email: a.email, cookie: await logInAs(t, a.email, TEST_PASSWORD) };
    clients = await Promise.all([
      insertUser(db, { role: 5, expiresAt: inDays(59), resellerId: a.id }),
      insertUser(db, { role: 6, expiresAt: inDays(3), resellerId: a.id }),
      insertUser(db, { role: 5, expiresAt: inDays(-29), resellerId: a.id }),
      insertUser(db, { role: 5, expiresAt: inDays(61), resellerId: a.id }),
      insertUser(db, { role: 5, expiresAt: inDays(-31), resellerId: a.id }),
      insertUser(db, { role: 3, expiresAt: inDays(3), resellerId: a.id }),
      insertUser(db, { role: 7, expiresAt: inDays(20), resellerId: b.id }),
      insertUser(db, { role: 6, expiresAt: inDays(40) }),
    ]);
    await db.insert(licenceKeys).values([
      { code: newKeyCode(), accountType: 6, months: 12, resellerId: a.id },
      { code: newKeyCode(), accountType: 6, months: 12, resellerId: a.id },
      { code: newKeyCode(), accountType: 6, months: 12, resellerId: b.id },
    ]);
    await db.insert(saleRecords).values({
      customerId: clients[1]!.id,
      customerEmail: clients[1]!.email,
      months: 12,
      accountType: 6,
      resellerId: a.id,
      activatedAt: lastActivation,
    });
  });
  afterAll(() => t.close());

  it('gives a reseller their clients whose plan ends in the next 60 days or ended in the last 30, soonest first', async () => {
    const res = await getJson(t, '/api/v1/renewals', { cookie: resellerA.cookie });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((item: { customer: { id: string } }) => item.customer.id)).toEqual([
      clients[2]!.id,
      clients[1]!.id,
      clients[0]!.id,
    ]);
    expect(page.total).toBe(3);
    expect(page.items[1]).toMatchObject({
      accountType: 6,
      daysLeft: 3,
      keysAvailable: 2,
      lastActivationAt: lastActivation.toISOString(),
      reseller: { id: resellerA.id, name: 'Reseller A' },
    });
    expect(page.items[0]).toMatchObject({ daysLeft: -29, keysAvailable: 0, lastActivationAt: null });
  });

  it('ignores another reseller named in the query: a reseller sees only their own', async () => {
    const res = await getJson(t, `/api/v1/renewals?resellerId=${clients[6]!.id}`, { cookie: resellerA.cookie });
    expect(res.json().total).toBe(3);
  });

  it('gives admins every customer’s, narrowed by package and by reseller', async () => {
    expect((await getJson(t, '/api/v1/renewals', { cookie: admin })).json().total).toBe(5);
    expect((await getJson(t, '/api/v1/renewals?accountType=6', { cookie: admin })).json().total).toBe(2);
    const byReseller = (await getJson(t, `/api/v1/renewals?resellerId=${resellerA.id}`, { cookie: admin })).json();
    expect(byReseller.total).toBe(3);
  });

  it('narrows to the plans ending in the next 30 days, for admins and resellers alike', async () => {
    const soon = (await getJson(t, '/api/v1/renewals?endingSoon=true', { cookie: admin })).json();
    expect(soon.items.map((item: { customer: { id: string } }) => item.customer.id)).toEqual([
      clients[1]!.id,
      clients[6]!.id,
    ]);
    const mine = (await getJson(t, '/api/v1/renewals?endingSoon=true', { cookie: resellerA.cookie })).json();
    expect(mine.total).toBe(1);
    expect((await getJson(t, '/api/v1/renewals?endingSoon=yes', { cookie: admin })).statusCode).toBe(400);
  });

  it('refuses a visitor and a customer, and a package that is not one', async () => {
    expect((await getJson(t, '/api/v1/renewals')).statusCode).toBe(401);
    const customer = await logInAs(t, clients[7]!.email, TEST_PASSWORD);
    expect((await getJson(t, '/api/v1/renewals', { cookie: customer })).statusCode).toBe(403);
    const bad = await getJson(t, '/api/v1/renewals?accountType=2', { cookie: admin });
    expect(bad.statusCode).toBe(400);
  });
});
