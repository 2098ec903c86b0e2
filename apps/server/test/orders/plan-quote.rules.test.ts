import { addCalendarMonths, DAY_MS } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, type UserRow, users } from '../../src/db/schema/index.js';
import { createOrder } from '../../src/modules/orders/create-order.js';
import { quoteOrderPlan } from '../../src/modules/orders/quote-order-plan.js';
import { markOrderPaid } from '../../src/modules/payments/mark-order-paid.js';
import { insertUser } from '../helpers/factories.js';
import { type Operations, operationsOn } from '../helpers/operations.js';
import { BANK_ENV } from '../helpers/bank-config.js';

/** The invoice's quote before paying, and the payment that then converts the time left (D3). */
describe("an order's plan quote", () => {
  let ops: Operations;
  let admin: UserRow;

  const premium12 = { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' } as const;

  /** A customer with Pro for another 730 days. */
  const proCustomer = () => insertUser(ops.db, { role: 5, expiresAt: new Date(Date.now() + 730 * DAY_MS) });

  const order = async (buyer: UserRow, input: Parameters<typeof createOrder>[2] = premium12) =>
    (await createOrder(ops.deps, ops.actorOf(buyer), input)).id;

  const quote = (id: string, who: UserRow) => quoteOrderPlan(ops.db, ops.actorOf(who).user!, id);

  beforeAll(async () => {
    ops = await operationsOn(BANK_ENV);
    admin = await insertUser(ops.db, { role: 1 });
  });

  it("shows the buyer their Pro's 730 days as 547 days of Premium on top of the term, and paying gives that", async () => {
    const buyer = await proCustomer();
    const id = await order(buyer);
    const started = Date.now();
    const quoted = await quote(id.toLowerCase(), buyer);
    expect(quoted).toMatchObject({
      accountType: 6,
      months: 12,
      current: { accountType: 5, expiresAt: buyer.expiresAt!.toISOString() },
      conversion: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
    const expected = addCalendarMonths(new Date(started), 12).getTime() + (730 * DAY_MS * 599) / 799;
    expect(Math.abs(new Date(quoted.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    expect(await quote(id, admin)).toMatchObject({ conversion: quoted.conversion });

    await markOrderPaid(ops.deps, ops.actorOf(admin), id, undefined);
    const [row] = await ops.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.role).toBe(6);
    expect(Math.abs(row!.expiresAt!.getTime() - new Date(quoted.expiresAt).getTime())).toBeLessThan(60_000);
    const [entry] = await ops.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.actorUserId, admin.id)));
    expect(entry!.details).toMatchObject({
      orderId: id,
      converted: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
  });

  it('quotes the same package as an extension of the running plan, with nothing converted', async () => {
    const buyer = await proCustomer();
    const id = await order(buyer, { ...premium12, package: 'pro', months: 24 });
    const quoted = await quote(id, buyer);
    expect(quoted).toMatchObject({ accountType: 5, months: 24, conversion: null, current: { accountType: 5 } });
    expect(quoted.expiresAt).toBe(addCalendarMonths(buyer.expiresAt!, 24).toISOString());
  });

  it('tells strangers and the buyers of keys there is no such order, and refuses a closed order or a staff buyer', async () => {
    const buyer = await proCustomer();
    const id = await order(buyer);
    const stranger = await insertUser(ops.db);
    const reseller = await insertUser(ops.db, { role: 2, isReseller: true, commissionRate: 10 });
    const keysOrder = await order(reseller, { ...premium12, kind: 'keys', quantity: 2 });
    const cancelledOrder = await order(buyer);
    await ops.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledOrder));
    const staffBuyer = await insertUser(ops.db);
    const staffOrder = await order(staffBuyer);
    await ops.db.update(users).set({ role: 1 }).where(eq(users.id, staffBuyer.id));

    const refusals: [string, UserRow, string, string?][] = [
      [id, stranger, 'NOT_FOUND'],
      [id, reseller, 'NOT_FOUND'],
      [keysOrder, reseller, 'NOT_FOUND'],
      ['000000000000', buyer, 'NOT_FOUND'],
      [cancelledOrder, buyer, 'CONFLICT', 'ORDER_NOT_OPEN'],
      [staffOrder, admin, 'CONFLICT', 'NOT_A_CUSTOMER'],
    ];
    for (const [orderId, who, code, reason] of refusals) {
      await expect(quote(orderId, who), orderId).rejects.toMatchObject({
        code,
        ...(reason && { details: { reason } }),
      });
    }
  });
});
