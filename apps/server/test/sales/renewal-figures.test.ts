import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSessionUser } from '../../src/auth/session-user.js';
import { licenceKeys, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { getSalesSummary } from '../../src/modules/sales/get-sales-summary.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** 12:00 on 10 January 2027 in Ho Chi Minh City: last month is December, across the year change. */
const NOW = new Date('2027-01-10T05:00:00Z');
const DAY_MS = 86_400_000;

describe('renewals in the sales summary', () => {
  let t: TestApp;
  let adminUser: UserRow;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Ho_Chi_Minh' });
    adminUser = await insertUser(t.database.db, { role: 1 });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('records on an activation the plan it renews: one that runs or ended within 30 days, not one long gone', async () => {
    const keys = await t.database.db
      .insert(licenceKeys)
      .values([0, 1, 2].map(() => ({ code: newKeyCode(), accountType: 5, months: 12 })))
      .returning();
    const running = new Date(Date.now() + 10 * DAY_MS);
    const lapsed = new Date(Date.now() - 20 * DAY_MS);
    const customers = await Promise.all([
      insertUser(t.database.db, { role: 5, expiresAt: running }),
      insertUser(t.database.db, { role: 6, expiresAt: lapsed }),
      insertUser(t.database.db, { role: 5, expiresAt: new Date(Date.now() - 40 * DAY_MS) }),
    ]);
    for (const [index, customer] of customers.entries()) {
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/licence-keys/redeem',
        { code: keys[index]!.code, customerEmail: customer.email },
        { cookie: admin },
      );
      expect(res.statusCode).toBe(200);
      const [sale] = await t.database.db.select().from(saleRecords).where(eq(saleRecords.customerId, customer.id));
      expect(sale!.planEndsAt!.toISOString()).toBe(res.json().expiresAt);
      expect(sale!.renewedPlanEndsAt).toEqual([running, lapsed, null][index]);
    }
  });

  it('counts the plans that ended this month and last and how many were renewed, and the renewals in the chart', async () => {
    const reseller = await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 10 });
    const chart = async () =>
      (await getSalesSummary(t.database.db, t.config, toSessionUser(adminUser, true), {}, NOW)).months;
    // The test above renews plans today, which is in the chart's months when today is December or
    // January in Saigon: the chart is compared with itself before these plans.
    const before = await chart();
    const at = (iso: string) => new Date(iso);
    /** A customer's plan that ended at `end`, sold by the reseller, and its renewal if `renewedAt`. */
    async function plan(end: string, renewedAt?: string) {
      const customer = await insertUser(t.database.db);
      const base = { customerId: customer.id, customerEmail: customer.email, months: 12, accountType: 5 };
      await t.database.db.insert(saleRecords).values({
        ...base,
        resellerId: reseller.id,
        activatedAt: new Date(at(end).getTime() - 365 * DAY_MS),
        planEndsAt: at(end),
      });
      if (renewedAt) {
        await t.database.db.insert(saleRecords).values({
          ...base,
          resellerId: null,
          activatedAt: at(renewedAt),
          planEndsAt: new Date(at(end).getTime() + 365 * DAY_MS),
          renewedPlanEndsAt: at(end),
        });
      }
    }
    // December in Saigon: two ended, one renewed (after its end, directly: it still counts for the reseller's plan).
    await plan('2026-12-05T03:00:00Z', '2026-12-20T03:00:00Z');
    await plan('2026-12-31T16:30:00Z'); // 23:30 on 31 December there
    // January: three end, two renewed already (one early, in December).
    await plan('2026-12-31T17:30:00Z', '2026-12-28T03:00:00Z'); // 00:30 on 1 January there
    await plan('2027-01-25T03:00:00Z', '2027-01-09T03:00:00Z');
    await plan('2027-01-31T03:00:00Z');
    // February: not counted yet.
    await plan('2027-02-02T03:00:00Z');

    const summary = await getSalesSummary(
      t.database.db,
      t.config,
      toSessionUser(adminUser, true),
      { resellerId: reseller.id },
      NOW,
    );
    expect(summary.renewals).toEqual({ previous: { due: 2, renewed: 1 }, current: { due: 3, renewed: 2 } });
    const after = await chart();
    expect(after.at(-2)).toMatchObject({ month: '2026-12' });
    expect(after.at(-2)!.renewed - before.at(-2)!.renewed).toBe(2);
    expect(after.at(-1)!.renewed - before.at(-1)!.renewed).toBe(1);
  });
});
