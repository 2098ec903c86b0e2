import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { EXPORT_BATCH_SIZE } from '../../src/modules/sales/export-sales.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

async function readWorkbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(body).buffer);
  return book;
}

describe('GET /sales/export.xlsx', () => {
  let t: TestApp;
  let admin: string;
  let customer: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    customer = await insertUser(t.database.db);
  });
  afterAll(() => t.close());

  async function reseller() {
    const user = await insertUser(t.database.db, { isReseller: true, commissionRate: 10 });
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  /** Sales of one day in their own year, so each test's range holds only its own rows. */
  async function sales(rows: { email: string; at: string; accountType?: number; resellerId?: string | null }[]) {
    await t.database.db.insert(saleRecords).values(
      rows.map((row) => ({
        customerId: customer.id,
        customerEmail: row.email,
        activatedAt: new Date(row.at),
        months: 12,
        accountType: row.accountType ?? 5,
        resellerId: row.resellerId ?? null,
      })),
    );
  }

  function exportOf(query: string, cookie?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/sales/export.xlsx?${query}`,
      headers: cookie ? { cookie } : {},
    });
  }

  it('gives an admin sale-report.xlsx: the sheet, the header, a row per sale, dates as dates in the business time zone', async () => {
    const { user } = await reseller();
    await sales([
      { email: 'late@example.com', at: '2031-03-31T16:30:00Z', accountType: 6, resellerId: user.id }, // 23:30 on 31 March there
      { email: 'early@example.com', at: '2031-03-01T00:00:00Z', accountType: 8 },
      { email: '=HYPERLINK("http://evil")', at: '2031-03-15T03:00:00Z', accountType: 7 },
      { email: 'april@example.com', at: '2031-03-31T17:00:00Z' }, // midnight, 1 April there
    ]);
    const res = await exportOf('from=2031-03-01&to=2031-03-31', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sale-report.xlsx"');
    expect(res.headers['cache-control']).toBe('no-store');

    const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('Sale Report')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Customer Email',
      'Activate Date',
      'Month',
      'Package',
      'Reseller',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'early@example.com',
      new Date('2031-03-01T00:00:00Z'),
      12,
      'Pro Designer',
    ]);
    const formula = sheet.getRow(3).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(3).getCell(4).value).toBe('Enterprise');
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'late@example.com',
      new Date('2031-03-31T00:00:00Z'),
      12,
      'Premium',
      user.email,
    ]);
  });

  it('writes every row of a range larger than a batch, once each, with ties at one instant kept apart by id', async () => {
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    await sales(
      Array.from({ length: count }, (_, index) => ({
        email: `bulk${String(index).padStart(5, '0')}@example.com`,
        // Many sales share an instant, so a batch boundary falls inside a tie.
        at: new Date(Date.UTC(2032, 5, 1, 3) + Math.floor(index / 100) * 1000).toISOString(),
      })),
    );
    const res = await exportOf('from=2032-06-01&to=2032-06-01', admin);
    expect(res.statusCode).toBe(200);
    const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('Sale Report')!;
    expect(sheet.rowCount).toBe(count + 1);
    const emails = new Set<string>();
    sheet.eachRow((row, number) => {
      if (number > 1) emails.add(row.getCell(1).text);
    });
    expect(emails.size).toBe(count);
  });

  it('gives a reseller their own sales, direct sales to admins who ask, and refuses what is not theirs', async () => {
    const mine = await reseller();
    const other = await reseller();
    await sales([
      { email: 'mine@example.com', at: '2033-02-10T05:00:00Z', resellerId: mine.user.id },
      { email: 'theirs@example.com', at: '2033-02-10T05:00:00Z', resellerId: other.user.id },
      { email: 'direct@example.com', at: '2033-02-10T05:00:00Z' },
    ]);
    const emailsOf = async (query: string, cookie: string) => {
      const res = await exportOf(query, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const sheet = (await readWorkbook(res.rawPayload)).getWorksheet('Sale Report')!;
      return sheet.getRows(2, sheet.rowCount - 1)?.map((row) => row.getCell(1).value) ?? [];
    };
    const range = 'from=2033-02-01&to=2033-02-28';
    expect(await emailsOf(range, mine.cookie)).toEqual(['mine@example.com']);
    expect(await emailsOf(`${range}&resellerId=${mine.user.id}`, mine.cookie)).toEqual(['mine@example.com']);
    expect(await emailsOf(`${range}&resellerId=direct`, admin)).toEqual(['direct@example.com']);
    expect(await emailsOf(`${range}&resellerId=${other.user.id}`, admin)).toEqual(['theirs@example.com']);
    expect((await emailsOf(range, admin)).length).toBe(3);

    const refused = await exportOf(`${range}&resellerId=${other.user.id}`, mine.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('is for staff only', async () => {
    const cookie = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    expect((await exportOf('', cookie)).statusCode).toBe(403);
    expect((await exportOf('')).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-12-31&to=2026-12-01', 'RANGE_REVERSED'],
    ['from=2020-01-01&to=2025-01-01', 'RANGE_TOO_LONG'],
    ['from=2026-02-30&to=2026-03-01', 'DATE_INVALID'],
    ['resellerId=1;drop', 'RESELLER_INVALID'],
  ])('refuses %s with %s', async (query, reason) => {
    const res = await getJson(t, `/api/v1/sales/export.xlsx?${query}`, { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.values(res.json().details.fields)).toContain(reason);
  });
});
