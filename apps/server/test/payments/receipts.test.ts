import { formatReceiptNumber, receiptYear } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, receiptCounters } from '../../src/db/schema/index.js';
import { fulfilOrder } from '../../src/modules/payments/fulfil-order.js';
import { runAsSystem } from '../../src/service-core/unit-of-work.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn, startPaypalStandIn } from '../helpers/paypal-stand-in.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';
import { paypalFlow } from '../helpers/paypal-flow.js';

const SELLER_ENV = {
  SELLER_LEGAL_NAME: 'Công ty TNHH OneClick',
  SELLER_ADDRESS: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  SELLER_TAX_CODE: '0314 409 058',
};
const COMPANY = {
  companyName: 'Xưởng May Bình Minh',
  companyAddress: 'KCN Tân Tạo, TP. HCM',
  taxCode: '0100109106001',
};

/** The number after `number` in the same year: receipts count up by one. */
const next = (number: string) => {
  const [year, sequence] = number.split('-');
  return formatReceiptNumber(Number(year), Number(sequence) + 1);
};

describe('receipts: a number on every way an order is paid, the companies, the e-mail', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: ReturnType<typeof paypalFlow>;
  let admin: string;

  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    t = await createTestApp({ ...paypal.env, ...BANK_ENV, ...SELLER_ENV });
    flow = paypalFlow(t, paypal);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });
  afterEach(() => vi.useRealTimers());

  const bankOrder = (cookie: string) =>
    flow.order({ kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' }, cookie);

  it('numbers PayPal returns, webhooks, bank notices, admins and donations one after another', async () => {
    const byReturn = await flow.openPaypalOrder();
    await flow.approveAndReturn(byReturn.token);

    const byWebhook = await flow.openPaypalOrder();
    paypal.fake.approve(byWebhook.token);
    const capture = await flow.captureAtPaypal(byWebhook.token, 'receipt-webhook');
    const delivered = await flow.sendEvent({
      id: `WH-RECEIPT-${byWebhook.id}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        ...capture,
        status: 'COMPLETED',
        custom_id: byWebhook.id,
        supplementary_data: { related_ids: { order_id: byWebhook.token } },
      },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const { cookie: bankCookie } = await flow.customer();
    const byBank = await bankOrder(bankCookie);
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank/webhook',
      headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
      payload: bankNotice({ content: byBank.id }),
    });
    expect(notice.statusCode, notice.body).toBe(200);

    const { cookie: adminPaidCookie } = await flow.customer();
    const byAdmin = await bankOrder(adminPaidCookie);
    const marked = await sendJson(t, 'POST', `/api/v1/orders/${byAdmin.id}/mark-paid`, undefined, { cookie: admin });
    expect(marked.statusCode, marked.body).toBe(200);

    const donation = await flow.order({ kind: 'donation', amountUsd: 40 });
    const started = await flow.startPaypal(donation.id);
    await flow.approveAndReturn(started.json<{ approveUrl: string }>().approveUrl);

    const numbers = [];
    for (const id of [byReturn.id, byWebhook.id, byBank.id, byAdmin.id, donation.id]) {
      const row = await flow.row(id);
      expect(row.status, id).toMatch(/^(paid|fulfilled)$/);
      numbers.push(row.receiptNumber!);
    }
    const year = receiptYear(new Date(), t.config.businessTimeZone);
    expect(numbers[0]).toMatch(new RegExp(`^${year}-\\d{6}$`));
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBe(next(numbers[i - 1]!));
  });

  it('keeps no number for an order that is not paid, and shows the number to its buyer once paid', async () => {
    const { cookie } = await flow.customer();
    const open = await bankOrder(cookie);
    expect((await flow.row(open.id)).receiptNumber).toBeNull();
    const before = await getJson(t, `/api/v1/orders/${open.id}`, { cookie });
    expect(before.json()).toMatchObject({ receiptNumber: null, buyerCompany: { taxCode: null } });
    await sendJson(t, 'POST', `/api/v1/orders/${open.id}/mark-paid`, undefined, { cookie: admin });
    const after = await getJson(t, `/api/v1/orders/${open.id}`, { cookie });
    expect(after.json<{ receiptNumber: string }>().receiptNumber).toBe((await flow.row(open.id)).receiptNumber);
  });

  it("copies the buyer's company when paid, and a later profile change leaves the receipt alone", async () => {
    const { user, cookie } = await flow.customer({ language: 'vi' });
    const saved = await sendJson(t, 'PUT', '/api/v1/auth/company', COMPANY, { cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await bankOrder(cookie);
    await sendJson(t, 'POST', `/api/v1/orders/${order.id}/mark-paid`, undefined, { cookie: admin });
    await sendJson(
      t,
      'PUT',
      '/api/v1/auth/company',
      { companyName: 'Another Ltd', companyAddress: '', taxCode: '0300588569' },
      { cookie },
    );
    const paid = await getJson(t, `/api/v1/orders/${order.id}`, { cookie });
    expect(paid.json()).toMatchObject({
      buyerCompany: {
        companyName: COMPANY.companyName,
        companyAddress: COMPANY.companyAddress,
        taxCode: '0100109106-001',
      },
    });
    const receipt = (await emailsTo(t.database.db, user.email)).find((mail) => mail.subject.startsWith('Biên lai'));
    expect(receipt, 'a receipt e-mail in Vietnamese').toBeDefined();
    const number = paid.json<{ receiptNumber: string }>().receiptNumber;
    expect(receipt!.subject).toBe(`Biên lai ${number} cho đơn hàng ${order.id}`);
    expect(receipt!.textBody).toContain('Mã số thuế: 0100109106-001');
    expect(receipt!.textBody).toContain('Công ty TNHH OneClick');
    expect(receipt!.textBody).toContain('Mã số thuế: 0314409058');
    expect(receipt!.textBody).toContain(`${t.config.publicUrl}/receipt/${order.id}`);
  });

  it('e-mails an anonymous donor a receipt at the address PayPal gave, without a link', async () => {
    const donation = await flow.order({ kind: 'donation', amountUsd: 25 });
    const started = await flow.startPaypal(donation.id);
    await flow.approveAndReturn(started.json<{ approveUrl: string }>().approveUrl);
    const row = await flow.row(donation.id);
    expect(row).toMatchObject({ customerEmail: 'buyer@paypal.test', customerName: 'Test Buyer' });
    const mails = await emailsTo(t.database.db, 'buyer@paypal.test');
    const receipt = mails.find((mail) => mail.subject.includes(row.receiptNumber!));
    expect(receipt!.subject).toBe(`Receipt ${row.receiptNumber} for order ${donation.id}`);
    expect(receipt!.textBody).toContain('Donation to OneClick');
    expect(receipt!.textBody).not.toContain('/receipt/');
  });

  it('counts the year in the business time zone: a payment at 00:30 on 1 January in Hanoi starts 2099', async () => {
    const { cookie } = await flow.customer();
    const order = await bankOrder(cookie);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2098-12-31T17:30:00Z') });
    await runAsSystem(systemOf(t), async (uow) => {
      const [row] = await uow.tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      await fulfilOrder(uow, t.config, row!, { handledById: null, via: 'admin' });
    });
    expect((await flow.row(order.id)).receiptNumber).toBe('2099-000001');
  });

  it('gives a rolled-back payment\u2019s number to the next payment', async () => {
    const { cookie } = await flow.customer();
    const failed = await bankOrder(cookie);
    const paid = await bankOrder(cookie);
    const year = receiptYear(new Date(), t.config.businessTimeZone);
    const [before] = await t.database.db.select().from(receiptCounters).where(eq(receiptCounters.year, year));
    await expect(
      runAsSystem(systemOf(t), async (uow) => {
        const [row] = await uow.tx.select().from(orders).where(eq(orders.id, failed.id)).for('update');
        await fulfilOrder(uow, t.config, row!, { handledById: null, via: 'admin' });
        throw new Error('the payment failed after its receipt was numbered');
      }),
    ).rejects.toThrow('numbered');
    expect((await flow.row(failed.id)).receiptNumber).toBeNull();
    await sendJson(t, 'POST', `/api/v1/orders/${paid.id}/mark-paid`, undefined, { cookie: admin });
    expect((await flow.row(paid.id)).receiptNumber).toBe(formatReceiptNumber(year, before!.lastNumber + 1));
  });

  it('names the seller from the configuration in the public site settings', async () => {
    const site = await getJson(t, '/api/v1/site');
    expect(site.json().seller).toEqual({
      legalName: SELLER_ENV.SELLER_LEGAL_NAME,
      address: SELLER_ENV.SELLER_ADDRESS,
      taxCode: '0314409058',
    });
  });
});

describe('the seller with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is all null in the site settings', async () => {
    const site = await getJson(t, '/api/v1/site');
    expect(site.json().seller).toEqual({ legalName: null, address: null, taxCode: null });
  });
});
