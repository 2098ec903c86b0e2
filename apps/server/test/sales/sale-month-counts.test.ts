import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, revenueMonthSums, saleMonthCounts, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { syncMonthCounts } from '../../src/modules/sales/month-counts.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

/**
 * The month counts and sums Summary Sale reads are kept by triggers on sale_records and orders, in
 * the business's time zone, and recounted when it changes. Each test uses its own reseller, or
 * for the money its own year, so its counts are its own.
 */
describe('sale_month_counts and revenue_month_sums', () => {
  let t: TestApp;
  let customer: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await insertUser(t.database.db);
  });
  afterAll(() => t.close());

  const reseller = () => insertUser(t.database.db, { isReseller: true, commissionRate: 10 });

  function sale(resellerId: string, activatedAt: string, accountType = 5) {
    return {
      customerId: customer.id,
      customerEmail: customer.email,
      activatedAt: new Date(activatedAt),
      months: 12,
      accountType,
      resellerId,
    };
  }

  async function countsOf(resellerId: string) {
    const rows = await t.database.db
      .select({ month: saleMonthCounts.month, accountType: saleMonthCounts.accountType, count: saleMonthCounts.count })
      .from(saleMonthCounts)
      .where(and(eq(saleMonthCounts.resellerId, resellerId), sql`${saleMonthCounts.count} > 0`))
      .orderBy(saleMonthCounts.month, saleMonthCounts.accountType);
    return rows.map((row) => `${row.month} ${row.accountType}: ${row.count}`);
  }

  it('counts each sale in its month in Ho Chi Minh City as it is recorded, moved or deleted', async () => {
    const { id } = await reseller();
    const other = await reseller();
    const [late] = await t.database.db
      .insert(saleRecords)
      .values([sale(id, '2026-12-31T16:30:00Z'), sale(id, '2026-12-31T17:30:00Z', 6), sale(id, '2026-12-15T00:00:00Z')])
      .returning();
    expect(await countsOf(id)).toEqual(['2026-12-01 5: 2', '2027-01-01 6: 1']);

    await t.database.db.update(saleRecords).set({ resellerId: other.id }).where(eq(saleRecords.id, late!.id));
    expect(await countsOf(id)).toEqual(['2026-12-01 5: 1', '2027-01-01 6: 1']);
    expect(await countsOf(other.id)).toEqual(['2026-12-01 5: 1']);

    await t.database.db.delete(saleRecords).where(eq(saleRecords.id, late!.id));
    expect(await countsOf(other.id)).toEqual([]);
  });

  it('recounts every month when the business time zone changes, and only then', async () => {
    const { id } = await reseller();
    await t.database.db
      .insert(saleRecords)
      .values([sale(id, '2025-12-31T16:30:00Z'), sale(id, '2025-12-31T17:30:00Z')]);
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 1', '2026-01-01 5: 1']);

    await syncMonthCounts(systemOf(t), 'UTC');
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 2']);
    await t.database.db.insert(saleRecords).values(sale(id, '2025-12-31T18:00:00Z'));
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 3']);

    await syncMonthCounts(systemOf(t), 'Asia/Ho_Chi_Minh');
    await syncMonthCounts(systemOf(t), 'Asia/Ho_Chi_Minh');
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 1', '2026-01-01 5: 2']);
  });

  it('counts twenty sales recorded at once in one month exactly (a real race on PostgreSQL)', async () => {
    const { id } = await reseller();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction(async (tx) => {
          await tx.insert(saleRecords).values(sale(id, '2024-03-10T05:00:00Z', 7));
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    expect(await countsOf(id)).toEqual(['2024-03-01 7: 20']);
  });

  function paidOrder(paidAt: string, currency: 'USD' | 'VND', amount: number) {
    return {
      id: randomBytes(6).toString('hex').toUpperCase(),
      userId: customer.id,
      kind: 'subscription' as const,
      method: currency === 'USD' ? ('paypal' as const) : ('bank_transfer' as const),
      status: 'paid' as const,
      currency,
      amount,
      accountType: 5,
      months: 12,
      customerName: customer.name,
      customerEmail: customer.email,
      language: 'en-US' as const,
      expiresAt: new Date(paidAt),
      paidAt: new Date(paidAt),
    };
  }

  async function sumsOf(year: number) {
    const rows = await t.database.db
      .select()
      .from(revenueMonthSums)
      .where(
        and(
          sql`${revenueMonthSums.month} between ${`${year}-01-01`} and ${`${year + 1}-01-01`}`,
          sql`${revenueMonthSums.amount} <> 0`,
        ),
      )
      .orderBy(revenueMonthSums.month, revenueMonthSums.currency);
    return rows.map((row) => `${row.month} ${row.currency}: ${row.amount}`);
  }

  it('sums the money of paid orders by the month they were paid in, as they are paid, refunded or deleted', async () => {
    const [late, , pending] = await t.database.db
      .insert(orders)
      .values([
        paidOrder('2019-03-31T16:30:00Z', 'USD', 59_900), // 23:30 on 31 March there
        paidOrder('2019-03-31T17:30:00Z', 'VND', 14_990_000), // 00:30 on 1 April
        { ...paidOrder('2019-03-02T00:00:00Z', 'USD', 100), status: 'pending' as const, paidAt: null },
      ])
      .returning();
    expect(await sumsOf(2019)).toEqual(['2019-03-01 USD: 59900', '2019-04-01 VND: 14990000']);

    await t.database.db
      .update(orders)
      .set({ status: 'fulfilled', paidAt: new Date('2019-03-03T00:00:00Z'), fulfilledAt: new Date() })
      .where(eq(orders.id, pending!.id));
    expect(await sumsOf(2019)).toEqual(['2019-03-01 USD: 60000', '2019-04-01 VND: 14990000']);

    await t.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, late!.id));
    expect(await sumsOf(2019)).toEqual(['2019-03-01 USD: 100', '2019-04-01 VND: 14990000']);
    await t.database.db.delete(orders).where(eq(orders.id, pending!.id));
    expect(await sumsOf(2019)).toEqual(['2019-04-01 VND: 14990000']);
  });

  it('recounts the money when the business time zone changes', async () => {
    await t.database.db.insert(orders).values(paidOrder('2018-03-31T17:30:00Z', 'USD', 500));
    expect(await sumsOf(2018)).toEqual(['2018-04-01 USD: 500']);
    await syncMonthCounts(systemOf(t), 'UTC');
    expect(await sumsOf(2018)).toEqual(['2018-03-01 USD: 500']);
    await syncMonthCounts(systemOf(t), 'Asia/Ho_Chi_Minh');
    expect(await sumsOf(2018)).toEqual(['2018-04-01 USD: 500']);
  });

  it('sums twenty orders paid at once in one month exactly (a real race on PostgreSQL)', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction(async (tx) => {
          await tx.insert(orders).values(paidOrder('2017-05-10T05:00:00Z', 'VND', 1_000));
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    expect(await sumsOf(2017)).toEqual(['2017-05-01 VND: 20000']);
  });
});
