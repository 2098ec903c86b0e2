import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { licenceKeys, orders, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The workbook's only sheet, whatever its name, and that name. */
async function sheetOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(body).buffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0]!;
}

async function rowsOf(body: Buffer) {
  const rows: unknown[][] = [];
  (await sheetOf(body)).eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A paid order of keys for the reseller, and its keys. */
async function boughtKeys(
  db: Database,
  reseller: UserRow,
  order: { currency: 'USD' | 'VND'; amount: number; quantity: number },
) {
  const orderId = randomBytes(6).toString('hex').toUpperCase();
  await db.insert(orders).values({
    id: orderId,
    userId: reseller.id,
    kind: 'keys',
    method: order.currency === 'USD' ? 'paypal' : 'bank_transfer',
    status: 'fulfilled',
    accountType: 5,
    months: 12,
    commissionRate: 20,
    customerName: reseller.name,
    customerEmail: reseller.email,
    language: reseller.language,
    expiresAt: new Date('2031-02-01T00:00:00Z'),
    paidAt: new Date('2031-02-01T00:00:00Z'),
    ...order,
  });
  const codes = Array.from({ length: order.quantity }, () => newKeyCode());
  const keys = await db
    .insert(licenceKeys)
    .values(codes.map((code) => ({ code, accountType: 5, months: 12, resellerId: reseller.id, orderId })))
    .returning();
  return { orderId, keys };
}

describe('a reseller’s monthly statement (GET /resellers/me/statement.xlsx, /resellers/:userId/statement.xlsx)', () => {
  let t: TestApp;
  let admin: string;
  let reseller: { user: UserRow; cookie: string };
  let vietnamese: { user: UserRow; cookie: string };
  let thai: { user: UserRow; cookie: string };

  const download = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    const resellerIn = async (language: string) => {
      const user = await insertUser(db, { role: 2, isReseller: true, commissionRate: 25, language });
      return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
    };
    reseller = await resellerIn('en-US');
    vietnamese = await resellerIn('vi');
    thai = await resellerIn('th');
    const other = await insertUser(db, { role: 2, isReseller: true, commissionRate: 10 });
    const customer = await insertUser(db);
    const usd = await boughtKeys(db, reseller.user, { currency: 'USD', amount: 95_840, quantity: 2 });
    const [generated] = await db
      .insert(licenceKeys)
      .values({ code: newKeyCode(), accountType: 6, months: 6, resellerId: reseller.user.id })
      .returning();
    const vnd = await boughtKeys(db, vietnamese.user, { currency: 'VND', amount: 2_990_000, quantity: 1 });
    const sale = (at: string, values: Partial<typeof saleRecords.$inferInsert>) => ({
      customerId: customer.id,
      customerEmail: customer.email,
      activatedAt: new Date(at),
      months: 12,
      accountType: 5,
      resellerId: reseller.user.id,
      commissionRate: 25,
      ...values,
    });
    await db.insert(saleRecords).values([
      // 00:30 on 1 March in Saigon: March's.
      sale('2031-02-28T17:30:00Z', {
        licenceKeyId: usd.keys[0]!.id,
        commissionRate: 20,
        customerEmail: '=cmd@evil.example',
      }),
      sale('2031-03-10T03:00:00Z', { licenceKeyId: usd.keys[1]!.id, commissionRate: 20 }),
      sale('2031-03-20T03:00:00Z', { licenceKeyId: generated!.id, accountType: 6, months: 6 }),
      // 23:30 on 31 March in Saigon, 16:30 UTC: March's, on the 31st.
      sale('2031-03-31T16:30:00Z', {}),
      // 00:00 on 1 April in Saigon: April's.
      sale('2031-03-31T17:00:00Z', {}),
      sale('2031-03-15T03:00:00Z', { resellerId: other.id, commissionRate: 10 }),
      sale('2031-03-31T16:30:00Z', { resellerId: vietnamese.user.id, licenceKeyId: vnd.keys[0]!.id, accountType: 7 }),
      sale('2031-03-05T03:00:00Z', { resellerId: thai.user.id, accountType: 8 }),
      sale('2031-03-06T03:00:00Z', { resellerId: thai.user.id, accountType: 6 }),
    ]);
  });
  afterAll(() => t.close());

  it('lists the month’s activations by their day in the business time zone, with rate and price paid, then the totals', async () => {
    const res = await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', reseller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2031-03.xlsx"');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Statement');
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
    const body = rows.slice(1, 5);
    // A date cell is a day with no zone: exceljs reads it as that day's midnight UTC.
    expect(body.map((row) => (row[0] as Date).toISOString())).toEqual([
      '2031-03-01T00:00:00.000Z',
      '2031-03-10T00:00:00.000Z',
      '2031-03-20T00:00:00.000Z',
      '2031-03-31T00:00:00.000Z',
    ]);
    expect(body[0]!.slice(1, 8)).toEqual(['=cmd@evil.example', 'Pro', 12, expect.any(String), 20, 479.2, 'USD']);
    // A key the admin generated for them was not bought: nothing paid.
    expect(body[2]!.slice(2, 6)).toEqual(['Premium', 6, expect.any(String), 25]);
    expect(body[2]![6]).toBeUndefined();
    expect(rows.at(-1)!.slice(1, 8)).toEqual([
      'Total: 4 activations',
      undefined,
      undefined,
      undefined,
      undefined,
      958.4,
      'USD',
    ]);
    expect(rows).toHaveLength(7);
    // US English writes the month first; dollars with their cents.
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('m/d/yyyy');
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(7).getCell(7).numFmt).toBe('#,##0.00');
  });

  it('is written in a Vietnamese reseller’s language: day first, dong without decimals', async () => {
    const res = await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', vietnamese.cookie);
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Sao kê');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'Ngày kích hoạt',
      'E-mail khách hàng',
      'Gói',
      'Số tháng',
      'Mã bản quyền',
      'Hoa hồng (%)',
      'Đã thanh toán',
      'Tiền tệ',
      'Đơn hàng',
    ]);
    expect(rows[1]!.slice(0, 8)).toEqual([
      new Date('2031-03-31T00:00:00Z'),
      expect.any(String),
      'Enterprise',
      12,
      expect.any(String),
      25,
      2_990_000,
      'VND',
    ]);
    expect(rows.at(-1)!.slice(1, 8)).toEqual([
      'Tổng: 1 lượt kích hoạt',
      undefined,
      undefined,
      undefined,
      undefined,
      2_990_000,
      'VND',
    ]);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0');
    expect(sheet.getRow(4).getCell(7).numFmt).toBe('#,##0');
  });

  it('is written in a Thai reseller’s language', async () => {
    const res = await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', thai.cookie);
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('รายการเดินบัญชี');
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'วันที่เปิดใช้งาน',
      'อีเมลลูกค้า',
      'แพ็กเกจ',
      'จำนวนเดือน',
      'คีย์ใบอนุญาต',
      'ค่าคอมมิชชัน (%)',
      'ยอดที่ชำระ',
      'สกุลเงิน',
      'คำสั่งซื้อ',
    ]);
    expect(rows.slice(1, 3).map((row) => row[2])).toEqual(['Pro Designer', 'Premium']);
    expect(rows.at(-1)![1]).toBe('รวม: เปิดใช้งาน 2 ครั้ง');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
  });

  it('gives an admin any reseller’s statement, the same, in the reseller’s language', async () => {
    const res = await download(`/api/v1/resellers/${reseller.user.id}/statement.xlsx?month=2031-04`, admin);
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)![1]).toBe('Total: 1 activation');
    const own = await download('/api/v1/resellers/me/statement.xlsx?month=2031-03', vietnamese.cookie);
    const forThem = await download(`/api/v1/resellers/${vietnamese.user.id}/statement.xlsx?month=2031-03`, admin);
    expect(forThem.statusCode).toBe(200);
    expect(await rowsOf(forThem.rawPayload)).toEqual(await rowsOf(own.rawPayload));
    expect((await sheetOf(forThem.rawPayload)).name).toBe('Sao kê');
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
