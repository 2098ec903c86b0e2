import { addCalendarMonths, DAY_MS } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenceKeys, type UserRow, users } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { quoteLicenceKeyRedemption } from '../../src/modules/licence-keys/quote-licence-key-redemption.js';
import { redeemLicenceKey } from '../../src/modules/licence-keys/redeem-licence-key.js';
import { insertUser } from '../helpers/factories.js';
import { type Operations, operationsOn } from '../helpers/operations.js';

/** Activate User's quote before confirming, and the redemption that then converts the time left (D3). */
describe('quoting and redeeming a key for a customer with another plan running', () => {
  let ops: Operations;
  let admin: UserRow;
  let reseller: UserRow;

  async function key(values: { accountType: number; months: number; resellerId?: string | null }) {
    const [row] = await ops.db
      .insert(licenceKeys)
      .values({ code: newKeyCode(), resellerId: null, ...values })
      .returning();
    return row!;
  }

  /** A customer with Pro for another 730 days. */
  function proCustomer(overrides: Partial<UserRow> = {}) {
    return insertUser(ops.db, { role: 5, expiresAt: new Date(Date.now() + 730 * DAY_MS), ...overrides });
  }

  const quote = (code: string, customer: UserRow, staff = admin) =>
    quoteLicenceKeyRedemption(ops.deps, ops.actorOf(staff), { code, customerEmail: customer.email });

  beforeAll(async () => {
    ops = await operationsOn();
    admin = await insertUser(ops.db, { role: 1 });
    reseller = await insertUser(ops.db, { role: 2, isReseller: true, commissionRate: 20 });
  });

  it("tells staff what the customer's Pro is worth in Premium, and redeeming gives exactly that", async () => {
    const customer = await proCustomer({ name: 'Nguyễn Văn An' });
    const premium = await key({ accountType: 6, months: 12, resellerId: reseller.id });
    const started = Date.now();
    const quoted = await quote(premium.code, customer, reseller);
    expect(quoted).toMatchObject({
      customer: { id: customer.id, name: 'Nguyễn Văn An', email: customer.email },
      accountType: 6,
      months: 12,
      current: { accountType: 5, expiresAt: customer.expiresAt!.toISOString() },
      conversion: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
    const expected = addCalendarMonths(new Date(started), 12).getTime() + (730 * DAY_MS * 599) / 799;
    expect(Math.abs(new Date(quoted.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    const [unchanged] = await ops.db.select().from(users).where(eq(users.id, customer.id));
    expect(unchanged).toEqual(customer);

    await redeemLicenceKey(ops.deps, ops.actorOf(reseller), { code: premium.code, customerEmail: customer.email });
    const [row] = await ops.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.role).toBe(6);
    expect(Math.abs(row!.expiresAt!.getTime() - new Date(quoted.expiresAt).getTime())).toBeLessThan(60_000);
    const [entry] = await ops.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'licence_key.redeemed'), eq(auditLog.actorUserId, reseller.id)));
    expect(entry!.details).toMatchObject({
      accountType: 6,
      converted: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
  });

  it('quotes the same type as an extension and an expired or Free account from today, with nothing converted', async () => {
    const pro = await key({ accountType: 5, months: 12 });
    const running = await proCustomer();
    const same = await quote(pro.code, running);
    expect(same).toMatchObject({ conversion: null, current: { accountType: 5 } });
    expect(same.expiresAt).toBe(addCalendarMonths(running.expiresAt!, 12).toISOString());
    for (const values of [{ role: 6, expiresAt: new Date(Date.now() - DAY_MS) }, { role: 4 }]) {
      const customer = await insertUser(ops.db, values);
      expect(await quote(pro.code, customer)).toMatchObject({ current: null, conversion: null });
    }
  });

  it('converts day for day into a package without a catalogue price (Enterprise)', async () => {
    const enterprise = await key({ accountType: 7, months: 1 });
    const customer = await proCustomer();
    expect((await quote(enterprise.code, customer)).conversion).toEqual({
      fromAccountType: 5,
      remainingDays: 730,
      convertedDays: 730,
    });
  });
});
