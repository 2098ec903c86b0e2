import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankTransfers, orders, saleRecords, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';

describe('POST /api/v1/payments/bank/webhook', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;

  function notify(body: unknown, key: string | null = BANK_ENV.BANK_WEBHOOK_KEY) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: key === null ? {} : { authorization: `Apikey ${key}` },
      payload: body as object,
    });
  }

  async function openOrder() {
    const customer = await insertUser(t.database.db);
    const cookie = await logInAs(t, customer.email, TEST_PASSWORD);
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    return { customer, id: res.json<{ id: string }>().id };
  }

  async function orderStatus(id: string) {
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    return row!.status;
  }

  async function transfer(id: number) {
    const [row] = await t.database.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.id, String(id)));
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    adminEmail = (await insertUser(t.database.db, { role: 1 })).email;
    admin = await logInAs(t, adminEmail, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('pays and fulfils the open order the content names, in any case and spacing, once', async () => {
    const { customer, id } = await openOrder();
    const spaced = `${id.slice(0, 4).toLowerCase()} ${id.slice(4, 8)}-${id.slice(8)}`;
    const notice = bankNotice({ content: `MBVCB.123 ${spaced} CHUYEN TIEN` });
    const res = await notify(notice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await orderStatus(id)).toBe('fulfilled');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.role).toBe(5);
    expect((await transfer(notice.id))!.orderId).toBe(id);
    const [paid] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.paid'));
    expect(paid!.details).toMatchObject({ orderId: id, via: 'bank:ACB' });

    expect((await notify(notice)).statusCode).toBe(200);
    const [sales] = await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id));
    expect(sales!.n).toBe(1);
  });

  it('records no signed-in user as the one who paid: a session cookie sent with a notice is ignored', async () => {
    const { id } = await openOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}`, cookie: admin },
      payload: bankNotice({ content: id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(id)).toBe('fulfilled');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.paid'));
    const paid = entries.find((entry) => (entry.details as { orderId?: string } | null)?.orderId === id);
    expect(paid).toMatchObject({ actorUserId: null });
  });

  it('pays with more than due, and flags the excess for the admins in the list and by e-mail', async () => {
    const more = await openOrder();
    const moreNotice = bankNotice({ content: more.id, transferAmount: 15_000_000 });
    await notify(moreNotice);
    expect(await orderStatus(more.id)).toBe('fulfilled');
    expect(await transfer(moreNotice.id)).toMatchObject({ orderId: more.id, unmatchedReason: 'MORE_THAN_DUE' });

    const list = await getJson(t, '/api/v1/payments/bank/unmatched', { cookie: admin });
    const item = list.json<{ items: { id: string }[] }>().items.find((row) => row.id === String(moreNotice.id));
    expect(item).toMatchObject({ reason: 'MORE_THAN_DUE', orderId: more.id, excess: 10_000 });
    const [mail] = await emailsTo(t.database.db, adminEmail);
    expect(mail!.subject).toContain(more.id);
    expect(mail!.textBody).toContain('10,000');
  });

  it('pays no plan to an order whose buyer has become staff, and keeps the transfer for an admin', async () => {
    const { customer, id } = await openOrder();
    await t.database.db.update(users).set({ role: 1 }).where(eq(users.id, customer.id));
    const notice = bankNotice({ content: id });
    expect((await notify(notice)).statusCode).toBe(200);
    expect(await orderStatus(id)).toBe('pending');
    expect((await transfer(notice.id))!.unmatchedReason).toBe('NOT_A_CUSTOMER');
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(row!.role).toBe(1);
  });

  it('keeps less than due, other accounts and outgoing transfers for an admin', async () => {
    const less = await openOrder();
    const short = bankNotice({ content: less.id, transferAmount: 14_989_999 });
    const elsewhere = bankNotice({ content: less.id, accountNumber: '999999999' });
    const outgoing = bankNotice({ content: less.id, transferType: 'out' });
    const nothing = bankNotice({ content: 'tien nha thang 11' });
    for (const notice of [short, elsewhere, outgoing, nothing]) expect((await notify(notice)).statusCode).toBe(200);
    expect(await orderStatus(less.id)).toBe('pending');
    expect((await transfer(short.id))!.unmatchedReason).toBe('LESS_THAN_DUE');
    expect((await transfer(elsewhere.id))!.unmatchedReason).toBe('NOT_OUR_ACCOUNT');
    expect((await transfer(outgoing.id))!.unmatchedReason).toBe('OUTGOING');
    expect((await transfer(nothing.id))!.unmatchedReason).toBe('NO_OPEN_ORDER');

    const list = await getJson(t, '/api/v1/payments/bank/unmatched', { cookie: admin });
    expect(list.statusCode).toBe(200);
    const reasons = Object.fromEntries(
      list.json<{ items: { id: string; reason: string }[] }>().items.map((item) => [item.id, item.reason]),
    );
    expect(reasons[String(short.id)]).toBe('LESS_THAN_DUE');
    expect(reasons[String(nothing.id)]).toBe('NO_OPEN_ORDER');
  });

  it('does not pay a cancelled or expired order', async () => {
    const cancelled = await openOrder();
    await sendJson(t, 'POST', `/api/v1/orders/${cancelled.id}/cancel`, { reason: 'test' }, { cookie: admin });
    const expired = await openOrder();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.id));
    for (const { id } of [cancelled, expired]) {
      const notice = bankNotice({ content: id });
      await notify(notice);
      expect((await transfer(notice.id))!.unmatchedReason).toBe('NO_OPEN_ORDER');
    }
    expect(await orderStatus(cancelled.id)).toBe('cancelled');
    expect(await orderStatus(expired.id)).toBe('pending');
  });

  it('refuses a missing or wrong key and malformed notices, recording nothing', async () => {
    const { id } = await openOrder();
    const [before] = await t.database.db.select({ n: count() }).from(bankTransfers);
    expect((await notify(bankNotice({ content: id }), null)).statusCode).toBe(401);
    expect((await notify(bankNotice({ content: id }), 'test-bank-webhook-key-0123456780')).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: `Bearer ${BANK_ENV.BANK_WEBHOOK_KEY}` },
      payload: bankNotice({ content: id }),
    });
    expect(bearer.statusCode).toBe(401);
    for (const bad of [
      bankNotice({ transferAmount: -5 }),
      bankNotice({ transferAmount: '14990000' }),
      bankNotice({ transferType: 'sideways' }),
      bankNotice({ content: 'x'.repeat(1001) }),
      bankNotice({ content: 'lone \ud800' }),
      { id: 1 },
    ]) {
      const res = await notify(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const [after] = await t.database.db.select({ n: count() }).from(bankTransfers);
    expect(after!.n).toBe(before!.n);
    expect(await orderStatus(id)).toBe('pending');
  });

  it('lists unmatched transfers to admins only', async () => {
    const customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    expect((await getJson(t, '/api/v1/payments/bank/unmatched', { cookie: customer })).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/payments/bank/unmatched')).statusCode).toBe(401);
  });
});

describe('the bank webhook without a key configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...BANK_ENV, BANK_WEBHOOK_KEY: undefined });
  });
  afterAll(() => t.close());

  it('refuses every notice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: 'Apikey anything-at-all-long-enough' },
      payload: bankNotice(),
    });
    expect(res.statusCode).toBe(401);
  });
});
