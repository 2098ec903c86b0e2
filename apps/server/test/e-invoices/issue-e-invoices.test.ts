import vi from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eInvoices, exchangeRates, type UserRow } from '../../src/db/schema/index.js';
import { createMetrics } from '../../src/service-core/metrics.js';
import type { EInvoiceProvider } from '../../src/integrations/e-invoice-provider.js';
import { CLAIM_MS, issueDueEInvoices } from '../../src/modules/e-invoices/issue-e-invoices.js';
import { mailIssuedEInvoices } from '../../src/modules/e-invoices/mail-issued-e-invoices.js';
import { type EInvoiceWorld, invoicesOf, paidOrderWithInvoice, startEInvoiceApp } from '../helpers/e-invoices.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { systemOf, twoProcessesOf } from '../helpers/test-app.js';

const MINUTE = 60_000;
const later = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

/**
 * The job that sends queued invoices to the provider, exactly once whatever fails (decision 037).
 * On PostgreSQL the two processes really overlap.
 */
describe('issuing the queued e-invoices', () => {
  let world: EInvoiceWorld;
  let company: UserRow;

  beforeAll(async () => {
    world = await startEInvoiceApp();
    company = await insertUser(world.t.database.db, {
      name: 'Nguyễn Văn An',
      companyName: 'Công ty TNHH Xưởng Gỗ An Phát',
      companyAddress: '12 Nguyễn Trãi, Thủ Dầu Một, Bình Dương',
      taxCode: '0314409058',
    });
  });
  afterAll(() => world.close());

  const sentFor = (transactionUuid: string) => world.sinvoice.fake.invoices.get(transactionUuid);
  const mailsAbout = async (orderId: string) =>
    (await emailsTo(world.t.database.db, company.email)).filter((mail) => mail.subject.includes(orderId));

  it("issues a paid order's invoice with the buyer's company and VAT inside the price, and mails the buyer its PDF", async () => {
    const order = await paidOrderWithInvoice(world.t, company);
    expect(await world.runJob()).toBeGreaterThanOrEqual(1);
    const [invoice] = await invoicesOf(world.t, order.id);
    expect(invoice).toMatchObject({ status: 'issued', kind: 'original', attempts: 1, problem: null });
    const sent = sentFor(invoice!.transactionUuid)!;
    expect(invoice!.invoiceNo).toBe(sent.invoiceNo);
    expect(invoice!.lookupCode).toBe(sent.reservationCode);
    expect(sent.request).toMatchObject({
      buyerInfo: { buyerName: 'Nguyễn Văn An', buyerTaxCode: '0314409058', buyerLegalName: company.companyName },
      itemInfo: [
        {
          itemName: 'Bản quyền phần mềm OneClick Pro, 12 tháng',
          itemTotalAmountWithoutTax: 13_627_273,
          taxAmount: 1_362_727,
          taxPercentage: 10,
        },
      ],
      summarizeInfo: { totalAmountWithTax: 14_990_000 },
    });
    const [mail] = await emailsTo(world.t.database.db, company.email);
    expect(mail!.subject).toBe(`Hóa đơn điện tử ${sent.invoiceNo} cho đơn hàng ${order.id}`);
    expect(mail!.textBody).toContain(sent.reservationCode);
    expect(mail!.textBody).toContain(vi.eInvoiceIssued.attached);
    expect(mail!.attachments).toEqual([
      { filename: `${sent.invoiceNo}.pdf`, contentType: 'application/pdf', contentBase64: expect.any(String) },
    ]);
    expect(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mails the buyer once the provider has made the PDF, and without it after half an hour', async () => {
    const order = await paidOrderWithInvoice(world.t, company);
    const start = new Date();
    world.sinvoice.fake.fail('empty-file');
    expect(await world.runJob(start)).toBe(1);
    expect((await invoicesOf(world.t, order.id))[0]!.mailedAt).toBeNull();
    expect(await mailsAbout(order.id)).toEqual([]);
    await world.runJob(later(start, 1));
    const [mail] = await mailsAbout(order.id);
    expect(mail!.attachments).toHaveLength(1);

    const late = await paidOrderWithInvoice(world.t, company);
    const issuedAt = new Date();
    world.sinvoice.fake.fail('empty-file', 3);
    expect(await world.runJob(issuedAt)).toBe(1);
    await world.runJob(later(issuedAt, 10));
    expect(await mailsAbout(late.id)).toEqual([]);
    await world.runJob(later(issuedAt, 31));
    const [withoutPdf] = await mailsAbout(late.id);
    expect(withoutPdf!.attachments).toEqual([]);
    expect(withoutPdf!.textBody).not.toContain(vi.eInvoiceIssued.attached);
    expect(withoutPdf!.textBody).toContain('/profile');
    await world.runJob(later(issuedAt, 45));
    expect(await mailsAbout(late.id)).toHaveLength(1);
  });

  it('sends each invoice once, and mails it once, when two processes run the job at the same moment', async () => {
    const paid = await Promise.all(Array.from({ length: 6 }, () => paidOrderWithInvoice(world.t, company)));
    const size = world.sinvoice.fake.invoices.size;
    const both = await twoProcessesOf(world.t);
    const issued = await both.runBoth(
      (system, keepLease, now) => issueDueEInvoices(system, world.provider, keepLease, now),
      new Date(),
    );
    const mailed = await both.runBoth(
      (system, keepLease, now) => mailIssuedEInvoices(system, world.provider, keepLease, now),
      new Date(),
    );
    await both.close();
    expect(issued).toBe(6);
    expect(mailed).toBe(6);
    expect(world.sinvoice.fake.invoices.size).toBe(size + 6);
    for (const order of paid) {
      expect((await invoicesOf(world.t, order.id))[0]).toMatchObject({ status: 'issued', attempts: 1 });
      expect(await mailsAbout(order.id)).toHaveLength(1);
    }
  });

  it('finds an invoice whose answer was lost by its transaction id, and never sends it twice', async () => {
    const order = await paidOrderWithInvoice(world.t, company);
    const start = new Date();
    world.sinvoice.fake.fail('answer-lost');
    expect(await world.runJob(start)).toBe(0);
    const [waiting] = await invoicesOf(world.t, order.id);
    expect(waiting).toMatchObject({ status: 'queued', problem: 'PROVIDER_UNAVAILABLE', attempts: 1 });
    const size = world.sinvoice.fake.invoices.size;
    expect(await world.runJob(later(start, 1))).toBe(1);
    const [issued] = await invoicesOf(world.t, order.id);
    expect(issued).toMatchObject({
      status: 'issued',
      attempts: 2,
      invoiceNo: sentFor(waiting!.transactionUuid)!.invoiceNo,
    });
    expect(world.sinvoice.fake.invoices.size).toBe(size);
  });

  it('keeps every invoice queued while the provider is down for an hour, and issues each once it is back', async () => {
    const paid = await Promise.all(Array.from({ length: 3 }, () => paidOrderWithInvoice(world.t, company)));
    const start = new Date();
    world.sinvoice.fake.down(true);
    for (const minutes of [0, 1, 3, 8, 23, 38, 53]) expect(await world.runJob(later(start, minutes))).toBe(0);
    for (const order of paid) {
      expect((await invoicesOf(world.t, order.id))[0]).toMatchObject({
        status: 'queued',
        problem: 'PROVIDER_UNAVAILABLE',
      });
    }
    world.sinvoice.fake.down(false);
    expect(await world.runJob(later(start, 75))).toBe(3);
    for (const order of paid) {
      const [invoice] = await invoicesOf(world.t, order.id);
      expect(invoice!.status).toBe('issued');
      expect([...world.sinvoice.fake.invoices.keys()].filter((uuid) => uuid === invoice!.transactionUuid)).toHaveLength(
        1,
      );
    }
  });

  it('issues no second invoice after a process dies between the provider’s answer and its commit', async () => {
    const order = await paidOrderWithInvoice(world.t, company);
    const start = new Date();
    let answered!: () => void;
    const provided = new Promise<void>((resolve) => (answered = resolve));
    // The process that dies: the provider issues, and the answer never reaches the database.
    const dying: EInvoiceProvider = {
      ...world.provider,
      issue: async (document) => {
        await world.provider.issue(document);
        answered();
        return new Promise(() => {});
      },
    };
    void issueDueEInvoices(systemOf(world.t), dying, async () => true, start);
    await provided;
    const [held] = await invoicesOf(world.t, order.id);
    expect(held).toMatchObject({ status: 'sending', invoiceNo: null });
    const size = world.sinvoice.fake.invoices.size;

    expect(await world.runJob(later(start, 1))).toBe(0);
    expect(await world.runJob(new Date(start.getTime() + CLAIM_MS + MINUTE))).toBe(1);
    const [issued] = await invoicesOf(world.t, order.id);
    expect(issued).toMatchObject({
      status: 'issued',
      attempts: 2,
      invoiceNo: sentFor(held!.transactionUuid)!.invoiceNo,
    });
    expect(world.sinvoice.fake.invoices.size).toBe(size);
  });

  it('sets a refused invoice aside as failed with the provider’s words, and tells the admins once', async () => {
    const admin = await insertUser(world.t.database.db, { role: 1 });
    const order = await paidOrderWithInvoice(world.t, company);
    world.sinvoice.fake.fail('refuse');
    expect(await world.runJob()).toBe(0);
    const [failed] = await invoicesOf(world.t, order.id);
    expect(failed).toMatchObject({ status: 'failed', problem: 'PROVIDER_REFUSED' });
    expect(failed!.problemDetail).toContain('INVOICE_SERIAL_NOT_FOUND');
    expect(await world.runJob(later(new Date(), 60))).toBe(0);
    const mails = (await emailsTo(world.t.database.db, admin.email)).filter((mail) => mail.subject.includes(order.id));
    expect(mails).toHaveLength(1);
  });

  it('waits for the day’s exchange rate before invoicing a USD order, in USD at that rate', async () => {
    const admin = await insertUser(world.t.database.db, { role: 1 });
    const paidAt = new Date('2026-11-20T05:00:00Z');
    const order = await paidOrderWithInvoice(world.t, company, {
      method: 'paypal',
      currency: 'USD',
      amount: 59_900,
      paidAt,
    });
    expect(await world.runJob()).toBe(0);
    const [waiting] = await invoicesOf(world.t, order.id);
    expect(waiting).toMatchObject({ status: 'queued', problem: 'NO_EXCHANGE_RATE', problemDetail: '2026-11-20' });
    const mails = (await emailsTo(world.t.database.db, admin.email)).filter((mail) => mail.subject.includes(order.id));
    expect(mails).toHaveLength(1);

    await world.t.database.db.insert(exchangeRates).values({ day: '2026-11-20', vndPerUsd: 25_400 });
    expect(await world.runJob(later(new Date(), 16))).toBe(1);
    const [issued] = await invoicesOf(world.t, order.id);
    expect(sentFor(issued!.transactionUuid)!.request).toMatchObject({
      generalInvoiceInfo: { currencyCode: 'USD', exchangeRate: 25_400 },
      summarizeInfo: { totalAmountWithTax: 599, totalAmountWithoutTax: 544.55, totalTaxAmount: 54.45 },
    });
  });

  it('counts the invoices by status, and the age of the oldest one waiting, for the metrics', async () => {
    const metrics = createMetrics(world.t.database.db);
    const order = await paidOrderWithInvoice(world.t, company);
    await world.t.database.db
      .update(eInvoices)
      .set({ createdAt: new Date(Date.now() - 600_000) })
      .where(eq(eInvoices.orderId, order.id));
    const rows = await world.t.database.db.select({ status: eInvoices.status }).from(eInvoices);
    const text = await metrics.registry.metrics();
    for (const status of ['queued', 'issued', 'failed', 'sending']) {
      const expected = rows.filter((row) => row.status === status).length;
      expect(text, status).toContain(`oneclick_e_invoices{status="${status}"} ${expected}`);
    }
    const age = Number(/^oneclick_e_invoice_oldest_waiting_age_seconds (\S+)$/m.exec(text)![1]);
    expect(age).toBeGreaterThanOrEqual(600);
  });
});
