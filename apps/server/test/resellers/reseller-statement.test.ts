import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, orders, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

async function rowsOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(body).buffer);
  const sheet = book.getWorksheet('Statement')!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('a reseller’s monthly statement (GET /resellers/me/statement.xlsx, /resellers/:userId/statement.xlsx)', () => {
  let t: TestApp;
  let admin: string;
  let reseller: { user: UserRow; cookie: string };
  let keyCodes: string[];

  const download = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    const user = await insertUser(db, { role: 2, isReseller: true, commissionRate: 25 });
    reseller = { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
    const other = await insertUser(db, { role: 2, isReseller: true, commissionRate: 10 });
    const customer = await insertUser(db);
    const orderId = randomBytes(6).toString('hex').toUpperCase();
    await db.insert(orders).values({
      id: orderId,
      userId: user.id,
      kind: 'keys',
      method: 'paypal',
      status: 'fulfilled',
      currency: 'USD',
      amount: 95_840,
      accountType: 5,
      months: 12,
      quantity: 2,
      commissionRate: 20,
      customerName: user.name,
      customerEmail: user.email,
      language: 'en-US',
      expiresAt: new Date('2031-02-01T00:00:00Z'),
      paidAt: new Date('2031-02-01T00:00:00Z'),
    });
    keyCodes = [newKeyCode(), newKeyCode(), newKeyCode()];
    const keys = await db
      .insert(licenceKeys)
      .values([
        { code: keyCodes[0]!, accountType: 5, months: 12, resellerId: user.id, orderId },
        { code: keyCodes[1]!, accountType: 5, months: 12, resellerId: user.id, orderId },
        { code: keyCodes[2]!, accountType: 6, months: 6, resellerId: user.id },
      ])
      .returning();
    const sale = (at: string, values: Partial<typeof saleRecords.$inferInsert>) => ({
      customerId: customer.id,
      customerEmail: customer.email,
      activatedAt: new Date(at),
      months: 12,
      accountType: 5,
      resellerId: user.id,
      ...values,
    });
    await db.insert(saleRecords).values([
      // 00:30 on 1 March in Saigon: March's.
      sale('2031-02-28T17:30:00Z', {
        licenceKeyId: keys[0]!.id,
        commissionRate: 20,
        customerEmail: '=cmd@evil.example',
      }),
      sale('2031-03-10T03:00:00Z', { licenceKeyId: keys[1]!.id, commissionRate: 20 }),
      sale('2031-03-20T03:00:00Z', { licenceKeyId: keys[2]!.id, commissionRate: 25, accountType: 6, months: 6 }),
      // 00:00 on 1 April in Saigon: April's.
      sale('2031-03-31T17:00:00Z', { commissionRate: 25 }),
      sale('2031-03-15T03:00:00Z', { resellerId: other.id, commissionRate: 10 }),
    ]);
  });
  afterAll(() => t.close());

  it('lists the month’s activations in the business time zone with rate and price paid, then the totals', async () => {
    const res = await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', reseller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2031-03.xlsx"');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'Activate Date',
      'Customer Email',
      'Package',
      'Month',
      'Licence Key',
      'Commission %',
      'Paid',
      'Currency',
      'Order',
    ]);
    const body = rows.slice(1, 4);
    expect(body.map((row) => (row[0] as Date).toISOString().slice(0, 10))).toEqual([
      '2031-03-01',
      '2031-03-10',
      '2031-03-20',
    ]);
    expect(body[0]!.slice(1, 8)).toEqual(['=cmd@evil.example', 'Pro', 12, expect.any(String), 20, 479.2, 'USD']);
    // A key the admin generated for them was not bought: nothing paid.
    expect(body[2]!.slice(2, 6)).toEqual(['Premium', 6, expect.any(String), 25]);
    expect(body[2]![6]).toBeUndefined();
    expect(rows.at(-1)!.slice(1, 8)).toEqual([
      'Total: 3 activations',
      undefined,
      undefined,
      undefined,
      undefined,
      958.4,
      'USD',
    ]);
    expect(rows).toHaveLength(6);
  });

  it('gives an admin any reseller’s statement, the same', async () => {
    const res = await download(`/api/v1/resellers/${reseller.user.id}/statement.xlsx?month=2031-04`, admin);
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)![1]).toBe('Total: 1 activation');
  });

  it('refuses a visitor, a customer, a reseller asking for another’s, a month that is not one and an unknown reseller', async () => {
    const customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    expect((await download('/api/v1/resellers/me/statement.xlsx?month=2031-03')).statusCode).toBe(401);
    expect((await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', customer)).statusCode).toBe(403);
    const others = await download(
      `/api/v1/resellers/${reseller.user.id}/statement.xlsx?month=2031-03`,
      reseller.cookie,
    );
    expect(others.statusCode).toBe(403);
    for (const month of ['2031-13', '2031-3', 'march', '']) {
      const res = await download(`/api/v1/resellers/me/statement.xlsx?month=${month}`, reseller.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const unknown = await download(
      '/api/v1/resellers/00000000-0000-4000-8000-000000000000/statement.xlsx?month=2031-03',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
