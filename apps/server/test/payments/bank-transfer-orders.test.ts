import { vietQrPayload } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, saleRecords, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

describe('bank-transfer orders', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let reseller: string;

  const subscription = { kind: 'subscription', package: 'pro', months: 24, method: 'bank_transfer' };

  async function customerSession() {
    const user = await insertUser(t.database.db, { language: 'vi', name: 'Trần Thị Hoa' });
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  async function order(cookie: string, body: unknown = subscription) {
    const res = await sendJson(t, 'POST', '/api/v1/orders', body, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; amount: number }>();
  }

  const post = (path: string, cookie?: string, body?: unknown) => sendJson(t, 'POST', path, body, { cookie });

  async function counts() {
    const [o] = await t.database.db.select({ n: count() }).from(orders);
    const [s] = await t.database.db.select({ n: count() }).from(saleRecords);
    const [a] = await t.database.db.select({ n: count() }).from(auditLog);
    return { orders: o!.n, sales: s!.n, audits: a!.n };
  }

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    const adminUser = await insertUser(t.database.db, { role: 1 });
    adminEmail = adminUser.email;
    admin = await logInAs(t, adminEmail, TEST_PASSWORD);
    reseller = await logInAs(
      t,
      (await insertUser(t.database.db, { isReseller: true, commissionRate: 10 })).email,
      TEST_PASSWORD,
    );
  });
  afterAll(() => t.close());

  it('prices the order on the server and gives the bank details with a VietQR payload', async () => {
    const { user, cookie } = await customerSession();
    const res = await sendJson(t, 'POST', '/api/v1/orders', subscription, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.id).toMatch(/^[0-9A-F]{12}$/);
    expect(created).toMatchObject({
      status: 'pending',
      currency: 'VND',
      amount: 29_980_000,
      accountType: 5,
      months: 24,
      customerEmail: user.email,
      language: 'vi',
      bankTransfer: {
        bankName: 'ACB',
        accountNumber: '257678859',
        accountName: 'CONG TY ONECLICK',
        content: created.id,
      },
    });
    expect(created.bankTransfer.vietQr).toBe(
      vietQrPayload({ bankBin: '970416', accountNumber: '257678859', amountVnd: 29_980_000, purpose: created.id }),
    );
    const fetched = await getJson(t, `/api/v1/orders/${created.id.toLowerCase()}`, { cookie });
    expect(fetched.json()).toEqual(created);
  });

  it('refuses an amount from the browser, unknown packages, terms and methods, changing nothing', async () => {
    const { cookie } = await customerSession();
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...subscription, amount: 1 }, 'request'],
      [{ ...subscription, package: 'basic' }, 'package'],
      [{ ...subscription, package: 'enterprise' }, 'package'],
      [{ ...subscription, months: 6 }, 'months'],
      [{ ...subscription, months: '12' }, 'months'],
      [{ ...subscription, method: 'cash' }, 'method'],
      [{ ...subscription, kind: 'gift' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await sendJson(t, 'POST', '/api/v1/orders', body, { cookie });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('ORDER_FAIL');
      if (field !== 'request')
        expect(res.json().details?.fields?.[field] ?? 'no field', JSON.stringify(body)).not.toBe('no field');
    }
    expect((await sendJson(t, 'POST', '/api/v1/orders', subscription)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('confirming the transfer puts the order up for review and tells the customer and every admin, once', async () => {
    const { user, cookie } = await customerSession();
    const { id } = await order(cookie);
    const res = await post(`/api/v1/orders/${id}/confirm-transfer`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'awaiting_review' });
    expect(res.json().confirmedAt).not.toBeNull();
    const toCustomer = await emailsTo(t.database.db, user.email);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.subject).toContain(id);
    expect((await emailsTo(t.database.db, adminEmail)).some((mail) => mail.textBody.includes(id))).toBe(true);
    expect((await post(`/api/v1/orders/${id}/confirm-transfer`, cookie)).statusCode).toBe(200);
    expect(await emailsTo(t.database.db, user.email)).toHaveLength(1);
  });

  it('marking it paid activates the plan once, with a sale record naming the order', async () => {
    const { user, cookie } = await customerSession();
    const { id } = await order(cookie);
    await post(`/api/v1/orders/${id}/confirm-transfer`, cookie);
    const res = await post(`/api/v1/orders/${id}/mark-paid`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'fulfilled', bankTransfer: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe(5);
    const months = (row!.expiresAt!.getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(23.5);
    expect(months).toBeLessThan(24.5);
    const [sale] = await t.database.db.select().from(saleRecords).where(eq(saleRecords.orderId, id));
    expect(sale).toMatchObject({ customerId: user.id, months: 24, accountType: 5 });

    const before = await counts();
    for (const again of [
      await post(`/api/v1/orders/${id}/mark-paid`, admin),
      await post(`/api/v1/orders/${id}/cancel`, admin, { reason: 'x' }),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().details.reason).toBe('ORDER_NOT_OPEN');
    }
    expect((await post(`/api/v1/orders/${id}/confirm-transfer`, cookie)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('an admin cancels an open order with a reason the customer reads; it can no longer be paid', async () => {
    const { user, cookie } = await customerSession();
    const { id } = await order(cookie);
    expect((await post(`/api/v1/orders/${id}/cancel`, admin, { reason: ' ' })).statusCode).toBe(400);
    const res = await post(`/api/v1/orders/${id}/cancel`, admin, { reason: 'No transfer arrived in a week.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'No transfer arrived in a week.' });
    const [mail] = await emailsTo(t.database.db, user.email);
    expect(mail!.textBody).toContain('No transfer arrived in a week.');
    expect((await post(`/api/v1/orders/${id}/mark-paid`, admin)).json().details.reason).toBe('ORDER_NOT_OPEN');
  });

  it('an expired order can no longer be paid', async () => {
    const { cookie } = await customerSession();
    const { id } = await order(cookie);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect((await post(`/api/v1/orders/${id}/mark-paid`, admin)).json().details.reason).toBe('ORDER_NOT_OPEN');
  });

  it('shows a user their own orders only, admins every order, resellers their own', async () => {
    const first = await customerSession();
    const second = await customerSession();
    const mine = await order(first.cookie);
    const theirs = await order(second.cookie);
    const own = await getJson(t, '/api/v1/me/orders', { cookie: first.cookie });
    expect(own.json().items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect((await getJson(t, `/api/v1/orders/${theirs.id}`, { cookie: first.cookie })).statusCode).toBe(404);
    expect((await post(`/api/v1/orders/${theirs.id}/confirm-transfer`, first.cookie)).statusCode).toBe(404);
    expect((await getJson(t, `/api/v1/orders/${theirs.id}`, { cookie: admin })).statusCode).toBe(200);
    const all = await getJson(t, '/api/v1/orders?status=pending&kind=subscription', { cookie: admin });
    const ids = all.json().items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await getJson(t, '/api/v1/orders', { cookie: reseller })).json().total).toBe(0);
    expect((await getJson(t, '/api/v1/orders', { cookie: first.cookie })).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/orders?status=lost', { cookie: admin })).statusCode).toBe(400);
    expect((await getJson(t, '/api/v1/me/orders')).statusCode).toBe(401);
  });

  it('refuses the admin steps to customers, resellers and visitors, and unknown ids', async () => {
    const { cookie } = await customerSession();
    const { id } = await order(cookie);
    const before = await counts();
    for (const who of [cookie, reseller, undefined]) {
      expect((await post(`/api/v1/orders/${id}/mark-paid`, who)).statusCode).toBe(who ? 403 : 401);
      expect((await post(`/api/v1/orders/${id}/cancel`, who, { reason: 'x' })).statusCode).toBe(who ? 403 : 401);
    }
    expect((await post('/api/v1/orders/000000000000/mark-paid', admin)).statusCode).toBe(404);
    expect((await post('/api/v1/orders/not-an-order/mark-paid', admin)).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('bank-transfer orders without a bank account configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VND_PRICE_PRO: '14990000' });
  });
  afterAll(() => t.close());

  it('are refused with BANK_TRANSFER_UNAVAILABLE, as are packages without a VND price', async () => {
    const cookie = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details.reason).toBe('BANK_TRANSFER_UNAVAILABLE');
    const [n] = await t.database.db.select({ n: count() }).from(orders);
    expect(n!.n).toBe(0);
  });
});
