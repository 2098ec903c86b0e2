import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleMonthCounts, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { syncSaleMonthCounts } from '../../src/modules/sales/month-counts.js';
import { insertUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The month counts Summary Sale reads are kept by a trigger on sale_records, in the business's
 * time zone, and recounted when it changes. Each test uses its own reseller, so its counts are
 * its own.
 */
describe('sale_month_counts', () => {
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

    await syncSaleMonthCounts(t.database.db, 'UTC');
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 2']);
    await t.database.db.insert(saleRecords).values(sale(id, '2025-12-31T18:00:00Z'));
    expect(await countsOf(id)).toEqual(['2025-12-01 5: 3']);

    await syncSaleMonthCounts(t.database.db, 'Asia/Ho_Chi_Minh');
    await syncSaleMonthCounts(t.database.db, 'Asia/Ho_Chi_Minh');
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
});
