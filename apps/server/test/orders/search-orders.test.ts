import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type UserRow } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface OrderPage {
  items: { id: string; customerEmail: string }[];
  total: number;
}

/** Staff find an order by its ID, the customer's e-mail, or the transfer content the bank reports. */
describe('searching the orders', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let resellerUser: UserRow;
  let customer: string;
  let customerUser: UserRow;

  async function order(id: string, user: UserRow, email = user.email) {
    await t.database.db.insert(orders).values({
      id,
      userId: user.id,
      kind: 'subscription',
      method: 'bank_transfer',
      currency: 'VND',
      amount: 14_990_000,
      accountType: 5,
      months: 12,
      customerName: user.name,
      customerEmail: email,
      language: 'vi',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  }

  const search = (text: string, cookie = admin, path = '/api/v1/orders') =>
    getJson(t, `${path}?search=${encodeURIComponent(text)}`, { cookie });
  const idsFound = async (text: string, cookie = admin, path?: string) =>
    (await search(text, cookie, path))
      .json<OrderPage>()
      .items.map((item) => item.id)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20, email: 'shop@reseller.test' });
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customerUser = await insertUser(db, { email: 'nguyen.van.a@workshop.test' });
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
    const other = await insertUser(db, { email: 'tran.thi.b@workshop.test' });
    await order('1A2B3C4D5E6F', customerUser);
    await order('1A2B00000001', other);
    await order('FFEE00112233', other);
    await order('ABCDEF012345', resellerUser);
  });
  afterAll(() => t.close());

  it('finds an order by its ID or the start of it, in any case', async () => {
    expect(await idsFound('1A2B3C4D5E6F')).toEqual(['1A2B3C4D5E6F']);
    expect(await idsFound('1a2b3c4d5e6f')).toEqual(['1A2B3C4D5E6F']);
    expect(await idsFound('1A2B')).toEqual(['1A2B00000001', '1A2B3C4D5E6F']);
  });

  it('finds orders by the e-mail or its start, in any case', async () => {
    expect(await idsFound('NGUYEN.VAN.A@workshop.test')).toEqual(['1A2B3C4D5E6F']);
    expect(await idsFound('tran.thi')).toEqual(['1A2B00000001', 'FFEE00112233']);
    expect(await idsFound('%@workshop.test')).toEqual([]);
  });

  it('finds the order a bank notification names, whatever surrounds the ID', async () => {
    expect(await idsFound('MBVCB.3281.FFEE00112233.CT tu 0123 NGUYEN VAN A')).toEqual(['FFEE00112233']);
    expect(await idsFound('chuyen tien ffee 0011 2233')).toEqual(['FFEE00112233']);
    expect(await idsFound('nothing to do with us')).toEqual([]);
  });

  it('searches a reseller only among their own orders, and a customer among theirs', async () => {
    expect(await idsFound('ABCDEF', reseller)).toEqual(['ABCDEF012345']);
    expect(await idsFound('1A2B', reseller)).toEqual([]);
    expect(await idsFound('1A2B', customer, '/api/v1/me/orders')).toEqual(['1A2B3C4D5E6F']);
    expect((await search('1A2B', customer)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/orders?search=1A2B')).statusCode).toBe(401);
  });

  it('combines the search with the other filters, and a blank search finds every order', async () => {
    const both = (await getJson(t, '/api/v1/orders?search=1A2B&method=paypal', { cookie: admin })).json<OrderPage>();
    expect(both.total).toBe(0);
    expect((await search('   ')).json<OrderPage>().total).toBe(4);
  });

  it('refuses a search too long or with control characters, with a code, changing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(orders);
    for (const [text, reason] of [
      ['x'.repeat(201), 'TOO_LONG'],
      ['1A2B\u0000', 'TEXT_INVALID'],
      ['1A2B\u0007', 'TEXT_INVALID'],
    ] as const) {
      const res = await search(text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { search: reason } } });
    }
    const [after] = await t.database.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });
});
