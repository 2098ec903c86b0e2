import { randomBytes } from 'node:crypto';
import { calendarDay } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { toSessionUser } from '../../src/auth/session-user.js';
import { getSalesSummary } from '../../src/modules/sales/get-sales-summary.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** 12:00 on 10 January 2027 in Ho Chi Minh City: last month is December, across the year change. */
const NOW = new Date('2027-01-10T05:00:00Z');

describe('sales figures and the report', () => {
  let t: TestApp;
  let adminUser: UserRow;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminUser = await insertUser(t.database.db, { role: 1 });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  async function reseller() {
    const user = await insertUser(t.database.db, { isReseller: true, commissionRate: 10 });
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  async function sale(resellerId: string | null, activatedAt: string, accountType = 5, orderId: string | null = null) {
    const customer = await insertUser(t.database.db);
    await t.database.db.insert(saleRecords).values({
      customerId: customer.id,
      customerEmail: customer.email,
      activatedAt: new Date(activatedAt),
      months: 12,
      accountType,
      resellerId,
      orderId,
    });
    return customer.email;
  }

  /** A fulfilled order of Pro for 12 months, paid at `paidAt`. */
  async function paidOrder(buyer: UserRow, amount: number, currency: 'USD' | 'VND', paidAt: Date) {
    await t.database.db.insert(orders).values({
      id: randomBytes(6).toString('hex').toUpperCase(),
      userId: buyer.id,
      kind: 'subscription',
      method: currency === 'USD' ? 'paypal' : 'bank_transfer',
      status: 'fulfilled',
      currency,
      amount,
      accountType: 5,
      months: 12,
      customerName: buyer.name,
      customerEmail: buyer.email,
      language: 'en-US',
      expiresAt: new Date(paidAt.getTime() + 86_400_000),
      paidAt,
      fulfilledAt: paidAt,
    });
  }

  it('counts this month and last in the business time zone, across a year change, with a 12-month chart', async () => {
    const { user } = await reseller();
    await sale(user.id, '2026-12-31T16:30:00Z', 5); // 23:30 on 31 December there: December
    await sale(user.id, '2026-12-31T17:30:00Z', 6); // 00:30 on 1 January there: January
    await sale(user.id, '2026-11-30T16:59:00Z', 7); // 23:59 on 30 November: November
    await sale(user.id, '2026-11-30T17:00:00Z', 8); // midnight, 1 December: December
    const summary = await getSalesSummary(
      t.database.db,
      t.config,
      toSessionUser(adminUser, true),
      { resellerId: user.id },
      NOW,
    );
    expect(summary.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(summary.thisMonth).toBe('2027-01');
    expect(summary.current).toEqual({ activations: 1, byPackage: { 5: 0, 6: 1, 7: 0, 8: 0 }, revenue: null });
    expect(summary.previous).toEqual({ activations: 2, byPackage: { 5: 1, 6: 0, 7: 0, 8: 1 }, revenue: null });
    expect(summary.total.activations).toBe(4);
    expect(summary.months.map((month) => month.month)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(summary.months.at(-2)!.byPackage).toEqual({ 5: 1, 6: 0, 7: 0, 8: 1 });
    expect(summary.months.at(-3)!.byPackage).toEqual({ 5: 0, 6: 0, 7: 1, 8: 0 });
  });

  it("shows a reseller their own figures only, refuses another's, and gives admins the revenue", async () => {
    const mine = await reseller();
    const other = await reseller();
    const now = new Date().toISOString();
    await sale(mine.user.id, now);
    await sale(other.user.id, now);
    const own = await getJson(t, '/api/v1/sales/summary', { cookie: mine.cookie });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ total: { activations: 1, revenue: null } });
    expect(
      (await getJson(t, `/api/v1/sales/summary?resellerId=${other.user.id}`, { cookie: mine.cookie })).statusCode,
    ).toBe(403);
    expect((await getJson(t, `/api/v1/sales?resellerId=${other.user.id}`, { cookie: mine.cookie })).statusCode).toBe(
      403,
    );

    const buyer = await insertUser(t.database.db);
    await paidOrder(buyer, 59_900, 'USD', new Date());
    await paidOrder(buyer, 14_990_000, 'VND', new Date());
    const all = (await getJson(t, '/api/v1/sales/summary', { cookie: admin })).json();
    expect(all.current.revenue).toEqual({ USD: 59_900, VND: 14_990_000 });
    const direct = (await getJson(t, '/api/v1/sales/summary?resellerId=direct', { cookie: admin })).json();
    expect(direct.current.revenue).toEqual({ USD: 59_900, VND: 14_990_000 });
    const oneReseller = (
      await getJson(t, `/api/v1/sales/summary?resellerId=${mine.user.id}`, { cookie: admin })
    ).json();
    expect(oneReseller).toMatchObject({ total: { activations: 1, revenue: null } });
  });

  it('reports a range of business days, a page at a time, either way round, with the totals', async () => {
    const { user, cookie } = await reseller();
    const december = await sale(user.id, '2026-12-31T16:30:00Z', 5);
    const firstOfDecember = await sale(user.id, '2026-11-30T17:00:00Z', 6);
    await sale(user.id, '2026-12-31T17:30:00Z', 6);
    const url = `/api/v1/sales?from=2026-12-01&to=2026-12-31&resellerId=${user.id}`;
    const report = await getJson(t, url, { cookie: admin });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
      total: 2,
      totals: { activations: 2, byPackage: { 5: 1, 6: 1, 7: 0, 8: 0 }, revenue: null },
    });
    expect(report.json().items.map((item: { customerEmail: string }) => item.customerEmail)).toEqual([
      december,
      firstOfDecember,
    ]);
    expect(report.json().items[0]).toMatchObject({
      months: 12,
      accountType: 5,
      reseller: { id: user.id },
      source: 'other',
      amount: null,
    });
    const oldest = await getJson(t, `${url}&sort=oldest`, { cookie });
    expect(oldest.json().items.map((item: { customerEmail: string }) => item.customerEmail)).toEqual([
      firstOfDecember,
      december,
    ]);
  });

  it('totals a range from the month counts and the records of the days at its ends, as counting every record would', async () => {
    const { user } = await reseller();
    // Instants of 2024 near the ends of days and months in Ho Chi Minh City (UTC+7).
    const activations = [
      '2024-01-31T16:59:00Z', // 23:59 on 31 January
      '2024-01-31T17:00:00Z', // 00:00 on 1 February
      '2024-02-29T10:00:00Z',
      '2024-03-15T05:00:00Z',
      '2024-06-30T17:30:00Z', // 1 July
      '2024-12-31T16:00:00Z', // 23:00 on 31 December
    ];
    for (const [index, at] of activations.entries()) await sale(user.id, at, 5 + (index % 4));
    const buyer = await insertUser(t.database.db);
    const payments = [
      ['2024-01-31T16:59:00Z', 59_900, 'USD'],
      ['2024-02-01T03:00:00Z', 14_990_000, 'VND'],
      ['2024-07-01T03:00:00Z', 79_900, 'USD'],
    ] as const;
    for (const [paidAt, amount, currency] of payments) await paidOrder(buyer, amount, currency, new Date(paidAt));
    const localDay = (at: string) => calendarDay(new Date(at), 'Asia/Ho_Chi_Minh');
    for (const [from, to] of [
      ['2024-01-01', '2024-12-31'],
      ['2024-01-31', '2024-03-15'],
      ['2024-02-01', '2024-06-30'],
      ['2024-02-15', '2024-07-01'],
      ['2024-07-01', '2024-07-01'],
    ] as const) {
      const within = (at: string) => localDay(at) >= from && localDay(at) <= to;
      const mine = (
        await getJson(t, `/api/v1/sales?from=${from}&to=${to}&resellerId=${user.id}`, { cookie: admin })
      ).json();
      expect(mine.total, `${from} to ${to}`).toBe(activations.filter(within).length);
      expect(mine.totals.activations).toBe(activations.filter(within).length);
      const everyone = (await getJson(t, `/api/v1/sales?from=${from}&to=${to}`, { cookie: admin })).json();
      const paid = payments.filter(([at]) => within(at));
      expect(everyone.totals.revenue, `${from} to ${to}`).toEqual({
        USD: paid.filter(([, , currency]) => currency === 'USD').reduce((sum, [, amount]) => sum + amount, 0),
        VND: paid.filter(([, , currency]) => currency === 'VND').reduce((sum, [, amount]) => sum + amount, 0),
      });
    }
  });

  it.each([
    ['from=2026-12-31&to=2026-12-01', 'RANGE_REVERSED'],
    ['from=2020-01-01&to=2025-01-01', 'RANGE_TOO_LONG'],
    ['from=2026-13-01&to=2026-12-31', 'DATE_INVALID'],
    ['from=yesterday', 'DATE_INVALID'],
    ['resellerId=someone', 'RESELLER_INVALID'],
  ])('refuses %s with %s', async (query, reason) => {
    const res = await getJson(t, `/api/v1/sales?${query}`, { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.values(res.json().details.fields)).toContain(reason);
  });

  it('is for staff only', async () => {
    const customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    for (const url of ['/api/v1/sales/summary', '/api/v1/sales']) {
      expect((await getJson(t, url, { cookie: customer })).statusCode).toBe(403);
      expect((await getJson(t, url)).statusCode).toBe(401);
    }
  });
});
