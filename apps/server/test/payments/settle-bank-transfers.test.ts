import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankTransfers, orders, saleRecords, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, logInWithPasswordOnly, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';

/**
 * Settling the transfers that paid nothing (issue 29 item 4): matched to an order (paid through
 * the automatic match's fulfilment, once), refunded outside the portal, or dismissed; audited,
 * and listed as open or settled. On PostgreSQL the races really overlap.
 */
describe('settling unmatched bank transfers', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  const kinds: Record<string, string | undefined> = {};

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    adminEmail = (await insertUser(t.database.db, { role: 1 })).email;
    admin = await logInAs(t, adminEmail, TEST_PASSWORD);
    const customer = await insertUser(t.database.db);
    const reseller = await insertUser(t.database.db, { isReseller: true, commissionRate: 10 });
    const unproved = await insertUser(t.database.db, { role: 1 });
    kinds.visitor = undefined;
    kinds.customer = await logInAs(t, customer.email, TEST_PASSWORD);
    kinds.reseller = await logInAs(t, reseller.email, TEST_PASSWORD);
    kinds['admin without a second factor'] = await logInWithPasswordOnly(t, unproved.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  function notify(overrides: Record<string, unknown>) {
    const notice = bankNotice(overrides);
    return t.app
      .inject({
        method: 'POST',
        url: '/api/v1/payments/bank/webhook',
        headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
        payload: notice,
      })
      .then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return String(notice.id);
      });
  }

  async function openOrder(email?: string) {
    const customer = await insertUser(t.database.db, email ? { email } : {});
    const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    return { customer, id: res.json<{ id: string; amount: number }>().id };
  }

  const match = (transferId: string, body: object) =>
    sendJson(t, 'POST', `/api/v1/payments/bank/transfers/${encodeURIComponent(transferId)}/match`, body, {
      cookie: admin,
    });
  const refunded = (transferId: string, body: object) =>
    sendJson(t, 'POST', `/api/v1/payments/bank/transfers/${encodeURIComponent(transferId)}/refunded`, body, {
      cookie: admin,
    });
  const dismiss = (transferId: string, body: object) =>
    sendJson(t, 'POST', `/api/v1/payments/bank/transfers/${encodeURIComponent(transferId)}/dismiss`, body, {
      cookie: admin,
    });

  async function row(transferId: string) {
    const [found] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, transferId));
    return found!;
  }
  async function orderRow(id: string) {
    const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    return found!;
  }
  async function sales(id: string) {
    const [found] = await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id));
    return found!.n;
  }

  it('pays the order an admin matches a transfer to, once, and lists the transfer as settled by them', async () => {
    const { customer, id } = await openOrder();
    const transferId = await notify({ content: 'chuyen tien mua goi pro' });

    const found = await getJson(t, `/api/v1/payments/bank/orders-to-match?q=${id.slice(0, 6).toLowerCase()}`, {
      cookie: admin,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ id: string }[]>().map((order) => order.id)).toEqual([id]);
    const byEmail = await getJson(t, `/api/v1/payments/bank/orders-to-match?q=${customer.email.toUpperCase()}`, {
      cookie: admin,
    });
    expect(byEmail.json<{ id: string }[]>().map((order) => order.id)).toEqual([id]);

    const res = await match(transferId, { orderId: id.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: transferId,
      orderId: id,
      settlement: { action: 'matched', note: null, by: adminEmail },
    });
    expect((await orderRow(id)).status).toBe('fulfilled');
    const [buyer] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(buyer!.role).toBe(5);
    expect(await sales(id)).toBe(1);
    const [paid] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.targetId, customer.id)));
    expect(paid!.details).toMatchObject({ orderId: id, via: 'bank:ACB:admin' });
    const [matched] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank_transfer.matched'), eq(auditLog.targetId, transferId)));
    expect(matched!.details).toMatchObject({ orderId: id, amount: 14_990_000, due: 14_990_000 });

    const again = await match(transferId, { orderId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'TRANSFER_SETTLED' } });
    expect(await sales(id)).toBe(1);

    const open = await getJson(t, '/api/v1/payments/bank/unmatched', { cookie: admin });
    expect(open.json<{ items: { id: string }[] }>().items.map((item) => item.id)).not.toContain(transferId);
    const settled = await getJson(t, '/api/v1/payments/bank/unmatched?state=settled', { cookie: admin });
    expect(settled.json<{ items: { id: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id: transferId, settlement: expect.objectContaining({ action: 'matched' }) }),
    );
  });

  it('pays the order with a transfer beyond the amount due and keeps the transfer open for its excess', async () => {
    const { id } = await openOrder();
    const transferId = await notify({ content: 'khong ghi ma don', transferAmount: 15_000_000 });

    const res = await match(transferId, { orderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId: id, reason: 'MORE_THAN_DUE', excess: 10_000, settlement: null });
    expect((await orderRow(id)).status).toBe('fulfilled');
    const open = await getJson(t, '/api/v1/payments/bank/unmatched', { cookie: admin });
    expect(open.json<{ items: { id: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id: transferId, reason: 'MORE_THAN_DUE', excess: 10_000 }),
    );

    const again = await match(transferId, { orderId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ details: { reason: 'TRANSFER_NOT_MATCHABLE' } });
    expect(await sales(id)).toBe(1);
    const excessBack = await refunded(transferId, { note: 'The 10,000 VND excess returned by ACB' });
    expect(excessBack.statusCode, excessBack.body).toBe(200);
    expect((await row(transferId)).settlement).toBe('refunded');
  });

  it('accepts a transfer short of the amount due only with a reason', async () => {
    const { id } = await openOrder();
    const transferId = await notify({ content: `${id} thieu`, transferAmount: 14_000_000 });
    expect((await row(transferId)).unmatchedReason).toBe('LESS_THAN_DUE');

    const bare = await match(transferId, { orderId: id });
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({ details: { reason: 'SHORT_TRANSFER_NEEDS_REASON' } });
    const blank = await match(transferId, { orderId: id, reason: '   ' });
    expect(blank.statusCode).toBe(409);
    expect((await orderRow(id)).status).toBe('pending');
    expect((await row(transferId)).settlement).toBeNull();

    const res = await match(transferId, { orderId: id, reason: 'Bank fee taken by the sender bank' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      excess: -990_000,
      settlement: { action: 'matched', note: 'Bank fee taken by the sender bank' },
    });
    expect((await orderRow(id)).status).toBe('fulfilled');
  });

  it('pays an order that lapsed while the money was on its way, but never a cancelled, paid or PayPal one', async () => {
    const lapsed = await openOrder();
    await t.database.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, lapsed.id));
    const late = await notify({ content: lapsed.id });
    expect((await row(late)).unmatchedReason).toBe('NO_OPEN_ORDER');
    expect((await match(late, { orderId: lapsed.id })).statusCode).toBe(200);
    expect((await orderRow(lapsed.id)).status).toBe('fulfilled');

    const cancelled = await openOrder();
    await sendJson(t, 'POST', `/api/v1/orders/${cancelled.id}/cancel`, { reason: 'Asked' }, { cookie: admin });
    const transferId = await notify({ content: 'no id' });
    const refused = await match(transferId, { orderId: cancelled.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'ORDER_NOT_OPEN' } });
    expect((await match(transferId, { orderId: lapsed.id })).json()).toMatchObject({
      details: { reason: 'ORDER_NOT_OPEN' },
    });

    const customer = await insertUser(t.database.db);
    const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
    const paypal = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
      { cookie },
    );
    const notBank = await match(transferId, { orderId: paypal.json<{ id: string }>().id });
    expect(notBank.json()).toMatchObject({ details: { reason: 'NOT_A_BANK_ORDER' } });
    expect((await match(transferId, { orderId: 'ABCDEF012345' })).statusCode).toBe(404);
    expect((await row(transferId)).settlement).toBeNull();
  });

  it('refuses to match money that never came in, or a transfer that paid an order already', async () => {
    const { id } = await openOrder();
    const outgoing = await notify({ content: id, transferType: 'out' });
    expect((await match(outgoing, { orderId: id })).json()).toMatchObject({
      details: { reason: 'TRANSFER_NOT_MATCHABLE' },
    });
    const over = await notify({ content: id, transferAmount: 15_000_000 });
    expect((await row(over)).unmatchedReason).toBe('MORE_THAN_DUE');
    const other = await openOrder();
    expect((await match(over, { orderId: other.id })).json()).toMatchObject({
      details: { reason: 'TRANSFER_NOT_MATCHABLE' },
    });
    // The excess went back to the sender outside the portal.
    const res = await refunded(over, { note: 'Excess of 10,000 VND returned by ACB transfer FT123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId: id, excess: 10_000, settlement: { action: 'refunded' } });
    expect((await orderRow(id)).status).toBe('fulfilled');
    expect((await orderRow(other.id)).status).toBe('pending');
  });

  it('records a refund made outside the portal and a dismissal, each with its note, audited', async () => {
    const refundedId = await notify({ content: 'nham tai khoan' });
    const dismissedId = await notify({ content: 'test', transferType: 'out' });
    const first = await refunded(refundedId, { note: 'Sent back by Vietcombank, ref FT999' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      settlement: { action: 'refunded', note: 'Sent back by Vietcombank, ref FT999', by: adminEmail },
    });
    const second = await dismiss(dismissedId, { reason: 'Our own withdrawal' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await row(dismissedId)).toMatchObject({ settlement: 'dismissed', settlementNote: 'Our own withdrawal' });
    for (const [action, targetId] of [
      ['bank_transfer.refunded', refundedId],
      ['bank_transfer.dismissed', dismissedId],
    ] as const) {
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
      expect(entries).toHaveLength(1);
    }
    expect((await dismiss(refundedId, { reason: 'again' })).json()).toMatchObject({
      details: { reason: 'TRANSFER_SETTLED' },
    });
    expect((await row(refundedId)).settlement).toBe('refunded');
  });

  it('refuses every caller but an admin who proved a second factor, and changes nothing', async () => {
    const { id } = await openOrder();
    const transferId = await notify({ content: 'who may' });
    for (const [kind, cookie] of Object.entries(kinds)) {
      const post = (action: string, body: object) =>
        sendJson(t, 'POST', `/api/v1/payments/bank/transfers/${transferId}/${action}`, body, { cookie });
      const answers = [
        await post('match', { orderId: id }),
        await post('refunded', { note: 'x' }),
        await post('dismiss', { reason: 'x' }),
        await getJson(t, `/api/v1/payments/bank/orders-to-match?q=${id}`, { cookie }),
        await getJson(t, '/api/v1/payments/bank/unmatched?state=settled', { cookie }),
      ];
      const expected = cookie === undefined ? 401 : 403;
      expect(
        answers.map((res) => res.statusCode),
        kind,
      ).toEqual(Array(5).fill(expected));
    }
    expect((await row(transferId)).settlement).toBeNull();
    expect((await orderRow(id)).status).toBe('pending');
  });

  it('answers bad input 4xx with a code, and changes nothing', async () => {
    const { id } = await openOrder();
    const transferId = await notify({ content: 'bad input' });
    const cases = [
      await match(transferId, {}),
      await match(transferId, { orderId: 'XYZ' }),
      await match(transferId, { orderId: id, amount: 1 }),
      await match(transferId, { orderId: id, reason: 'x'.repeat(501) }),
      await match(transferId, { orderId: id, reason: 'a\u0000b' }),
      await refunded(transferId, {}),
      await refunded(transferId, { note: '  ' }),
      await dismiss(transferId, { reason: 42 }),
      await dismiss(transferId, { note: 'wrong field' }),
      await getJson(t, '/api/v1/payments/bank/orders-to-match?q=', { cookie: admin }),
      await getJson(t, '/api/v1/payments/bank/unmatched?state=closed', { cookie: admin }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const unknown = await dismiss('no-such-transfer', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await row(transferId)).settlement).toBeNull();
    expect((await orderRow(id)).status).toBe('pending');
  });

  it('settles a transfer once and pays once when two admins settle it, and the order is paid, at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      const { id } = await openOrder();
      const transferId = await notify({ content: `round ${round}` });
      const other = await notify({ content: `other ${round}` });
      const answers = await Promise.all([
        match(transferId, { orderId: id }),
        match(transferId, { orderId: id }),
        dismiss(transferId, { reason: 'Duplicate' }),
        match(other, { orderId: id }),
        sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin }),
      ]);
      expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
      // The order is paid once, by one of the three that could pay it.
      expect(await sales(id)).toBe(1);
      const payers = [answers[0], answers[1], answers[3], answers[4]].filter((res) => res.statusCode === 200);
      expect(payers).toHaveLength(1);
      // The first transfer is settled once: matched (if it paid) or dismissed.
      const settledFirst = [answers[0], answers[1], answers[2]].filter((res) => res.statusCode === 200);
      expect(settledFirst).toHaveLength((await row(transferId)).settlement === null ? 0 : 1);
      const entries = await t.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.targetId, transferId));
      // Received, then at most one settlement.
      expect(entries[0]!.n).toBe(1 + settledFirst.length);
    }
  });
});
