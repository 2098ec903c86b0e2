import { calendarDay } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eInvoices, exchangeRates, type UserRow, users } from '../../src/db/schema/index.js';
import { type EInvoiceWorld, invoicesOf, paidOrderWithInvoice, startEInvoiceApp } from '../helpers/e-invoices.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { paypalFlow } from '../helpers/paypal-flow.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { logInAs, sendJson } from '../helpers/requests.js';

/** Corrections the way Decree 70 allows: adjustments and replacements that refer to the original, never a cancellation. */
describe('correcting an issued e-invoice', () => {
  let paypal: PaypalStandIn;
  let world: EInvoiceWorld;
  let admin: string;
  let buyer: UserRow;

  const db = () => world.t.database.db;
  const sent = (transactionUuid: string) => world.sinvoice.fake.invoices.get(transactionUuid)!.request;

  async function issuedInvoiceOf(orderId: string) {
    await world.runJob();
    const [invoice] = await invoicesOf(world.t, orderId);
    expect(invoice!.status).toBe('issued');
    return invoice!;
  }

  const correct = (id: string, body: object, cookie = admin) =>
    sendJson(world.t, 'POST', `/api/v1/e-invoices/${id}/corrections`, body, { cookie });

  const replacement = {
    kind: 'replacement',
    agreementReference: 'Biên bản thỏa thuận số 12/2026',
    agreementDate: '2026-11-28',
    buyer: {
      name: 'Trần Thị Bình',
      legalName: 'Công ty TNHH Nội Thất Bình An',
      address: '5 Trần Phú, Hà Đông, Hà Nội',
      taxCode: '0100109106',
      personalId: '',
    },
  };

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    world = await startEInvoiceApp(paypal.env);
    admin = await logInAs(world.t, (await insertUser(db(), { role: 1 })).email, TEST_PASSWORD);
    buyer = await insertUser(db(), {
      companyName: 'Xưởng Gỗ Sai Tên',
      companyAddress: 'Hà Nội',
      taxCode: '0314409058',
    });
  });
  afterAll(async () => {
    await world.close();
    await paypal.close();
  });

  it("lowers a PayPal order's money by an adjustment invoice when PayPal refunds it, at the original's rate", async () => {
    await db()
      .insert(exchangeRates)
      .values({ day: calendarDay(new Date(), world.t.config.businessTimeZone), vndPerUsd: 25_400 })
      .onConflictDoNothing();
    const flow = paypalFlow(world.t, paypal);
    const { user, id, token } = await flow.openPaypalOrder();
    expect((await flow.approveAndReturn(token)).statusCode).toBe(303);
    const original = await issuedInvoiceOf(id);
    const capture = (await flow.row(id)).paypalCaptureId!;
    const refund = await flow.sendEvent({
      id: `WH-REFUND-${id}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: `REFUND-${id}`,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '599.00' },
        links: [{ rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/${capture}`, method: 'GET' }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await flow.row(id)).status).toBe('refunded');

    await world.runJob();
    const adjustment = (await invoicesOf(world.t, id)).find((invoice) => invoice.kind === 'adjustment')!;
    expect(adjustment).toMatchObject({ status: 'issued', correctsId: original.id });
    expect(sent(adjustment.transactionUuid)).toMatchObject({
      generalInvoiceInfo: {
        adjustmentType: '5',
        adjustmentInvoiceType: '1',
        originalInvoiceId: original.invoiceNo,
        originalTemplateCode: '1/001',
        additionalReferenceDesc: `PayPal refund REFUND-${id}`,
        currencyCode: 'USD',
        exchangeRate: 25_400,
      },
      itemInfo: [{ isIncreaseItem: false, itemTotalAmountWithoutTax: 544.55, taxAmount: 54.45 }],
      taxBreakdowns: [{ taxableAmountPos: false, taxAmountPos: false }],
      summarizeInfo: { totalAmountWithTax: 599, isTotalAmountPos: false },
    });
    const subjects = (await emailsTo(db(), user.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Adjustment e-invoice ${adjustment.invoiceNo} for order ${id}`);
  });

  it("lowers a bank order's money by an adjustment when an admin records the bank's refund, once", async () => {
    const customer = await insertUser(db(), {
      companyName: 'Xưởng Gỗ Hoàn Tiền',
      companyAddress: 'Huế',
      taxCode: '0314409058',
    });
    const cookie = await logInAs(world.t, customer.email, TEST_PASSWORD);
    const order = async () => {
      const body = { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' };
      return (await sendJson(world.t, 'POST', '/api/v1/orders', body, { cookie })).json<{ id: string }>().id;
    };
    const open = await order();
    const id = await order();
    await sendJson(world.t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin });
    const original = await issuedInvoiceOf(id);
    const refund = (orderId: string, body: object = { note: 'Sent back by ACB on 28 November.' }, who = admin) =>
      sendJson(world.t, 'POST', `/api/v1/orders/${orderId}/bank-refund`, body, { cookie: who });

    const refusals: [string, object, string, number, string][] = [
      [id, { note: 'x' }, cookie, 403, 'FORBIDDEN'],
      [id, { note: '' }, admin, 400, 'VALIDATION_FAILED'],
      [id, {}, admin, 400, 'VALIDATION_FAILED'],
      [open, { note: 'x' }, admin, 409, 'ORDER_NOT_PAID'],
      ['000000000000', { note: 'x' }, admin, 404, 'NOT_FOUND'],
    ];
    for (const [orderId, body, who, status, code] of refusals) {
      const res = await refund(orderId, body, who);
      expect(res.statusCode, `${orderId} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(JSON.stringify(res.json())).toContain(code);
    }
    expect(await invoicesOf(world.t, id)).toHaveLength(1);

    const done = await refund(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('refunded');
    const again = await refund(id);
    expect(again.json().details.reason).toBe('ORDER_NOT_PAID');
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());

    await world.runJob();
    const adjustment = (await invoicesOf(world.t, id)).find((invoice) => invoice.kind === 'adjustment')!;
    expect(adjustment).toMatchObject({ status: 'issued', correctsId: original.id });
    expect(sent(adjustment.transactionUuid)).toMatchObject({
      generalInvoiceInfo: {
        adjustmentType: '5',
        adjustmentInvoiceType: '1',
        originalInvoiceId: original.invoiceNo,
        additionalReferenceDesc: `Hoàn tiền chuyển khoản đơn hàng ${id}: Sent back by ACB on 28 November.`,
      },
      summarizeInfo: { totalAmountWithTax: 14_990_000, isTotalAmountPos: false },
    });
  });

  it('takes back a bank order once when its refund is recorded ten times at once (a real race on PostgreSQL)', async () => {
    const customer = await insertUser(db(), { role: 5, expiresAt: new Date(Date.now() + 400 * 86_400_000) });
    const cookie = await logInAs(world.t, customer.email, TEST_PASSWORD);
    const body = { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' };
    const id = (await sendJson(world.t, 'POST', '/api/v1/orders', body, { cookie })).json<{ id: string }>().id;
    await sendJson(world.t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin });
    await issuedInvoiceOf(id);
    const [paid] = await db().select().from(users).where(eq(users.id, customer.id));

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendJson(world.t, 'POST', `/api/v1/orders/${id}/bank-refund`, { note: 'ACB, 29 November.' }, { cookie: admin }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    const back = paid!.expiresAt!.getTime() - row!.expiresAt!.getTime();
    expect(back / 86_400_000).toBeGreaterThan(360);
    expect(back / 86_400_000).toBeLessThan(370);
    expect((await invoicesOf(world.t, id)).filter((invoice) => invoice.kind === 'adjustment')).toHaveLength(1);
    const refunds = await db().select().from(auditLog).where(eq(auditLog.action, 'order.refunded'));
    expect(refunds.filter((entry) => (entry.details as { orderId?: string }).orderId === id)).toHaveLength(1);
  });

  it("replaces an invoice whose buyer was wrong, on the buyer's agreement, and only once", async () => {
    const order = await paidOrderWithInvoice(world.t, buyer);
    const original = await issuedInvoiceOf(order.id);
    const res = await correct(original.id, replacement);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'replacement',
      status: 'queued',
      correctsId: original.id,
      buyer: { name: 'Trần Thị Bình', address: '5 Trần Phú, Hà Đông, Hà Nội', taxCode: '0100109106', personalId: null },
    });
    await world.runJob();
    const [issued] = await db().select().from(eInvoices).where(eq(eInvoices.id, res.json().id));
    expect(issued!.status).toBe('issued');
    expect(sent(issued!.transactionUuid)).toMatchObject({
      generalInvoiceInfo: {
        adjustmentType: '3',
        originalInvoiceId: original.invoiceNo,
        additionalReferenceDesc: 'Biên bản thỏa thuận số 12/2026',
        additionalReferenceDate: Date.parse('2026-11-28T00:00:00Z'),
      },
      buyerInfo: {
        buyerName: 'Trần Thị Bình',
        buyerLegalName: 'Công ty TNHH Nội Thất Bình An',
        buyerTaxCode: '0100109106',
      },
      summarizeInfo: { totalAmountWithTax: 14_990_000 },
    });
    expect((await invoicesOf(world.t, order.id)).find((invoice) => invoice.id === original.id)).toMatchObject({
      status: 'issued',
      invoiceNo: original.invoiceNo,
    });

    const again = await correct(original.id, replacement);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe('E_INVOICE_ALREADY_REPLACED');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'e_invoice.corrected'));
    expect(entry!.details).toMatchObject({
      orderId: order.id,
      invoiceNo: original.invoiceNo,
      correction: 'replacement',
    });
  });

  it("adjusts an invoice's information without touching its money", async () => {
    const order = await paidOrderWithInvoice(world.t, buyer);
    const original = await issuedInvoiceOf(order.id);
    const res = await correct(original.id, { ...replacement, kind: 'information' });
    expect(res.statusCode, res.body).toBe(201);
    await world.runJob();
    const [issued] = await db().select().from(eInvoices).where(eq(eInvoices.id, res.json().id));
    expect(issued).toMatchObject({ status: 'issued', kind: 'adjustment' });
    expect(sent(issued!.transactionUuid).generalInvoiceInfo).toMatchObject({
      adjustmentType: '5',
      adjustmentInvoiceType: '2',
      originalInvoiceId: original.invoiceNo,
    });
  });

  it('names an individual by their personal identification number when they gave one', async () => {
    const individual = await insertUser(db(), { personalId: '079203012345' });
    const cookie = await logInAs(world.t, individual.email, TEST_PASSWORD);
    const created = await sendJson(
      world.t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    const { id } = created.json<{ id: string }>();
    expect(
      (await sendJson(world.t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin })).statusCode,
    ).toBe(200);
    const invoice = await issuedInvoiceOf(id);
    expect(sent(invoice.transactionUuid).buyerInfo).toMatchObject({
      buyerName: individual.name,
      buyerIdType: '1',
      buyerIdNo: '079203012345',
    });
  });

  it('refuses corrections of what is not issued, by anyone but an admin, and bad details, changing nothing', async () => {
    const customer = await logInAs(world.t, buyer.email, TEST_PASSWORD);
    const issued = await issuedInvoiceOf((await paidOrderWithInvoice(world.t, buyer)).id);
    const queued = (await invoicesOf(world.t, (await paidOrderWithInvoice(world.t, buyer)).id))[0]!;
    const [before] = await db().select({ n: count() }).from(eInvoices);
    const refusals: [string, object, string | undefined, number, string][] = [
      [issued.id, replacement, customer, 403, 'FORBIDDEN'],
      [queued.id, replacement, admin, 409, 'E_INVOICE_NOT_ISSUED'],
      [issued.id, { ...replacement, agreementReference: '' }, admin, 400, 'REQUIRED'],
      [issued.id, { ...replacement, agreementDate: '28/11/2026' }, admin, 400, 'VALIDATION_FAILED'],
      [issued.id, { ...replacement, kind: 'cancellation' }, admin, 400, 'VALIDATION_FAILED'],
      [
        issued.id,
        { ...replacement, buyer: { ...replacement.buyer, taxCode: '0314409059' } },
        admin,
        400,
        'TAX_CODE_INVALID',
      ],
      [
        issued.id,
        { ...replacement, buyer: { ...replacement.buyer, personalId: '123' } },
        admin,
        400,
        'PERSONAL_ID_INVALID',
      ],
      [issued.id, { ...replacement, buyer: { ...replacement.buyer, legalName: '' } }, admin, 400, 'REQUIRED'],
    ];
    for (const [id, body, cookie, status, code] of refusals) {
      const res = await correct(id, body, cookie);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(JSON.stringify(res.json())).toContain(code);
    }
    const [after] = await db().select({ n: count() }).from(eInvoices);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps an issued invoice as it was issued: the database refuses to change or delete it, or mail it twice', async () => {
    const issued = await issuedInvoiceOf((await paidOrderWithInvoice(world.t, buyer)).id);
    expect(issued.mailedAt).toBeInstanceOf(Date);
    await expect(
      db().update(eInvoices).set({ invoiceNo: 'C26TOC999' }).where(eq(eInvoices.id, issued.id)),
    ).rejects.toThrow();
    await expect(
      db().update(eInvoices).set({ mailedAt: new Date() }).where(eq(eInvoices.id, issued.id)),
    ).rejects.toThrow();
    await expect(db().delete(eInvoices).where(eq(eInvoices.id, issued.id))).rejects.toThrow();
    const [still] = await db().select().from(eInvoices).where(eq(eInvoices.id, issued.id));
    expect(still!.invoiceNo).toBe(issued.invoiceNo);
  });
});
