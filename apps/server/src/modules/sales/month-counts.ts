import { sql } from 'drizzle-orm';
import { saleMonthCountsZone } from '../../db/schema/index.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';

/**
 * Makes sale_month_counts and revenue_month_sums count the months of `timeZone`: on the first
 * start, and whenever BUSINESS_TIME_ZONE changes, it recounts every sale record and paid order;
 * otherwise it only checks. New sale records and payments wait meanwhile (share locks), so none
 * is counted twice or missed.
 */
export async function syncMonthCounts(system: SystemDeps, timeZone: string): Promise<void> {
  await runAsSystem(system, async ({ tx }) => {
    await tx.execute(sql`lock table sale_records, orders in share mode`);
    const [zone] = await tx.select().from(saleMonthCountsZone).for('update');
    if (zone?.timeZone === timeZone) return;
    await tx.execute(sql`delete from sale_month_counts`);
    await tx.execute(sql`
      insert into sale_month_counts (month, account_type, reseller_id, count, renewals)
      select date_trunc('month', activated_at at time zone ${timeZone})::date, account_type, reseller_id, count(*),
        count(*) filter (where renewed_plan_ends_at is not null)
      from sale_records group by 1, 2, 3`);
    await tx.execute(sql`delete from revenue_month_sums`);
    await tx.execute(sql`
      insert into revenue_month_sums (month, currency, amount)
      select date_trunc('month', paid_at at time zone ${timeZone})::date, currency, sum(amount)
      from orders where status in ('paid', 'fulfilled') and paid_at is not null group by 1, 2`);
    await tx.execute(sql`
      insert into sale_month_counts_zone (id, time_zone) values (1, ${timeZone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
  });
}
