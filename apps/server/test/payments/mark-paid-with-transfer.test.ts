import type { UnmatchedTransfer } from '@oneclick/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankTransfers, orders, saleRecords } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, logInWithPasswordOnly, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';

/**
 * Issue 44 item 2: an order marked paid by hand no longer leaves the transfer that paid it open.
 * Marking paid offers the open transfers naming the order (or another of its buyer's) and settles
 * the one chosen in the same unit of work; a transfer left open beside a paid order names it.
 */
describe('marking an order paid by a transfer', () => {
  let t: TestApp;
  let admin: string;
  const refused: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    refused.visitor = undefined;
    refused.customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    refused.reseller = await logInAs(
      t,
      (await insertUser(t.database.db, { isReseller: true, commissionRate: 10 })).email,
      TEST_PASSWORD,
    );
    refused['admin without a second factor'] = await logInWithPasswordOnly(
      t,
      (await insertUser(t.database.db, { role: 1 })).email,
      TEST_PASSWORD,
    );
  });
  afterAll(() => t.close());

  async function notify(overrides: Record<string, unknown>) {
    const notice = bankNotice(overrides);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
      payload: notice,
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(notice.id);
  }

  async function openOrder(cookie?: string) {
    const buyer = cookie ? null : await insertUser(t.database.db);
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie: cookie ?? (await logInAs(t, buyer!.email, TEST_PASSWORD)) },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; amount: number }>();
  }

  // A visitor is `undefined`: passed as it is, never defaulted to the admin.
  const offeredTo = (cookie: string | undefined, orderId: string) =>
    getJson(t, `/api/v1/orders/${orderId}/open-transfers`, { cookie });
  const offered = (orderId: string) => offeredTo(admin, orderId);
  const offeredIds = async (orderId: string) =>
    (await offered(orderId)).json<UnmatchedTransfer[]>().map((transfer) => transfer.id);
  const markPaidBy = (cookie: string | undefined, orderId: string, body?: object) =>
    sendJson(t, 'POST', `/api/v1/orders/${orderId}/mark-paid`, body, { cookie });
  const markPaid = (orderId: string, body?: object) => markPaidBy(admin, orderId, body);
  const transferRow = async (id: string) =>
    (await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, id)))[0]!;
  const orderStatus = async (id: string) =>
    (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
  const salesOf = async (id: string) =>
    (await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id)))[0]!.n;
  const openList = async () =>
    (await getJson(t, '/api/v1/payments/bank/unmatched?state=open', { cookie: admin })).json<{
      items: UnmatchedTransfer[];
    }>().items;

  it('offers the short transfer naming the order, and settles it against the order as it is marked paid', async () => {
    const order = await openOrder();
    const short = await notify({ content: `IBFT ${order.id.toLowerCase()} thanh toan`, transferAmount: 10_000_000 });
    expect((await transferRow(short)).unmatchedReason).not.toBeNull();
    expect((await openList()).find((transfer) => transfer.id === short)?.namedOrder).toEqual({
      id: order.id,
      status: 'pending',
    });
    const answer = await offered(order.id.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({ id: short, amount: 10_000_000, orderId: null, settlement: null }),
    ]);

    const unexplained = await markPaid(order.id, { transferId: short });
    expect(unexplained.statusCode).toBe(409);
    expect(unexplained.json()).toMatchObject({ details: { reason: 'SHORT_TRANSFER_NEEDS_REASON' } });
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await transferRow(short)).settlement).toBeNull();

    const paid = await markPaid(order.id, { transferId: short, reason: 'The rest, 4,990,000 ₫, paid in cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: order.id, status: 'fulfilled' });
    expect(await salesOf(order.id)).toBe(1);
    expect(await transferRow(short)).toMatchObject({
      orderId: order.id,
      settlement: 'matched',
      settlementNote: 'The rest, 4,990,000 ₫, paid in cash',
    });
    const [matched] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_transfer.matched'), eq(auditLog.targetId, short)));
    expect(matched!.n).toBe(1);
    expect((await openList()).map((transfer) => transfer.id)).not.toContain(short);
    expect(await offeredIds(order.id)).toEqual([]);
  });

  it("offers transfers naming the buyer's other orders, never another buyer's, money sent out or one settled", async () => {
    const buyer = await insertUser(t.database.db);
    const cookie = await logInAs(t, buyer.email, TEST_PASSWORD);
    const first = await openOrder(cookie);
    await sendJson(t, 'POST', `/api/v1/me/orders/${first.id}/cancel`, undefined, { cookie });
    const second = await openOrder(cookie);
    const stranger = await openOrder();
    const namingFirst = await notify({ content: `tra tien don ${first.id}`, transferAmount: 5_000_000 });
    const namingStranger = await notify({ content: `don ${stranger.id}`, transferAmount: 5_000_000 });
    const outgoing = await notify({ content: `hoan ${second.id}`, transferType: 'out' });
    const dismissed = await notify({ content: `${second.id} lan 2`, transferAmount: 1_000 });
    await sendJson(
      t,
      'POST',
      `/api/v1/payments/bank/transfers/${dismissed}/dismiss`,
      { reason: 'Test' },
      {
        cookie: admin,
      },
    );

    const ids = await offeredIds(second.id);
    expect(ids).toContain(namingFirst);
    expect(ids).not.toContain(namingStranger);
    expect(ids).not.toContain(outgoing);
    expect(ids).not.toContain(dismissed);
    expect(await offeredIds(stranger.id)).toEqual([namingStranger]);
  });

  it('lets a transfer left open beside an order paid without it say that order is paid', async () => {
    const order = await openOrder();
    const short = await notify({ content: order.id, transferAmount: 9_000_000 });
    expect((await markPaid(order.id)).statusCode).toBe(200);
    expect((await openList()).find((transfer) => transfer.id === short)?.namedOrder).toEqual({
      id: order.id,
      status: 'fulfilled',
    });
  });

  it('refuses every caller but a proved admin, bad input and unknown ids, and changes nothing', async () => {
    const order = await openOrder();
    const short = await notify({ content: order.id, transferAmount: 9_000_000 });
    for (const [kind, cookie] of Object.entries(refused)) {
      const expected = cookie === undefined ? 401 : 403;
      expect((await offeredTo(cookie, order.id)).statusCode, kind).toBe(expected);
      expect((await markPaidBy(cookie, order.id, { transferId: short, reason: 'x' })).statusCode, kind).toBe(expected);
    }
    for (const body of [{ transferId: '' }, { transferId: short, extra: 1 }, { transferId: 'x'.repeat(65) }, []]) {
      const res = await markPaid(order.id, body);
      expect([400, 404], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json<{ code: string }>().code).toMatch(/^[A-Z_]+$/);
    }
    expect((await markPaid(order.id, { transferId: 'no-such-transfer', reason: 'x' })).statusCode).toBe(404);
    expect((await offered('ABCDEF012345')).statusCode).toBe(404);
    expect((await offered('not-an-order')).statusCode).toBe(400);
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await transferRow(short)).settlement).toBeNull();
    expect(await salesOf(order.id)).toBe(0);
  });

  it('pays once and settles the transfer once when it is marked paid, matched elsewhere and marked again at once', async () => {
    for (let round = 0; round < 6; round++) {
      const order = await openOrder();
      const other = await openOrder();
      const short = await notify({ content: `round ${round} ${order.id}`, transferAmount: 10_000_000 });
      const answers = await Promise.all([
        markPaid(order.id, { transferId: short, reason: 'Cash for the rest' }),
        markPaid(order.id, { transferId: short, reason: 'Cash for the rest' }),
        sendJson(
          t,
          'POST',
          `/api/v1/payments/bank/transfers/${short}/match`,
          { orderId: other.id, reason: 'Mixed up' },
          {
            cookie: admin,
          },
        ),
        markPaid(order.id),
      ]);
      expect(answers.map((res) => res.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
      // The transfer pays one order, once; the order is paid once, by whichever got there first.
      const transfer = await transferRow(short);
      expect(transfer.settlement).toBe('matched');
      expect([order.id, other.id]).toContain(transfer.orderId);
      expect(await salesOf(order.id)).toBe(1);
      expect(await salesOf(other.id)).toBe(transfer.orderId === other.id ? 1 : 0);
      const [matched] = await t.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'bank_transfer.matched'), eq(auditLog.targetId, short)));
      expect(matched!.n).toBe(1);
    }
  });
});
