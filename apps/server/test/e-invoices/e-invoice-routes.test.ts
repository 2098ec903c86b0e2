import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eInvoices, exchangeRates, type UserRow } from '../../src/db/schema/index.js';
import { type EInvoiceWorld, invoicesOf, paidOrderWithInvoice, startEInvoiceApp } from '../helpers/e-invoices.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';

/** The admins' E-invoices section, the buyer's invoices and files, and the exchange rates, over HTTP. */
describe('the e-invoices routes', () => {
  let world: EInvoiceWorld;
  let admin: string;
  let buyer: UserRow;
  let buyerCookie: string;
  let stranger: string;
  let issuedId: string;
  let issuedNo: string;
  let issuedOrder: string;

  const db = () => world.t.database.db;

  async function changes() {
    const [audits] = await db().select({ n: count() }).from(auditLog);
    const invoices = await db().select({ id: eInvoices.id, status: eInvoices.status }).from(eInvoices);
    const rates = await db().select().from(exchangeRates);
    return { audits: audits!.n, invoices, rates };
  }

  beforeAll(async () => {
    world = await startEInvoiceApp();
    admin = await logInAs(world.t, (await insertUser(db(), { role: 1 })).email, TEST_PASSWORD);
    buyer = await insertUser(db(), {
      companyName: 'Công ty TNHH Gỗ Việt',
      companyAddress: 'Hà Nội',
      taxCode: '0100109106',
    });
    buyerCookie = await logInAs(world.t, buyer.email, TEST_PASSWORD);
    stranger = await logInAs(world.t, (await insertUser(db())).email, TEST_PASSWORD);
    issuedOrder = (await paidOrderWithInvoice(world.t, buyer)).id;
    await world.runJob();
    const [invoice] = await invoicesOf(world.t, issuedOrder);
    issuedId = invoice!.id;
    issuedNo = invoice!.invoiceNo!;
  });
  afterAll(() => world.close());

  it('lists every invoice for admins, found by order, invoice number, tax code or buyer, and by status', async () => {
    const queued = await paidOrderWithInvoice(world.t, buyer);
    for (const search of [issuedOrder.toLowerCase(), issuedNo, '0100109106', buyer.name.slice(0, 4), buyer.email]) {
      const res = await getJson(world.t, `/api/v1/e-invoices?search=${encodeURIComponent(search)}`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().items.map((item: { orderId: string }) => item.orderId),
        search,
      ).toContain(issuedOrder);
    }
    const issued = await getJson(world.t, '/api/v1/e-invoices?status=issued', { cookie: admin });
    const statuses = issued.json().items.map((item: { status: string }) => item.status);
    expect(new Set(statuses)).toEqual(new Set(['issued']));
    const waiting = (await getJson(world.t, '/api/v1/e-invoices?status=queued', { cookie: admin })).json();
    expect(waiting.items[0]).toMatchObject({
      orderId: queued.id,
      kind: 'original',
      invoiceNo: null,
      buyer: { legalName: 'Công ty TNHH Gỗ Việt', taxCode: '0100109106' },
      amount: 14_990_000,
      currency: 'VND',
    });
  });

  it("shows a buyer their own invoices only, and hands them the PDF and the XML, never another's", async () => {
    const mine = await getJson(world.t, '/api/v1/e-invoices/mine', { cookie: buyerCookie });
    expect(mine.json()).toContainEqual(
      expect.objectContaining({ id: issuedId, invoiceNo: issuedNo, status: 'issued' }),
    );
    expect((await getJson(world.t, '/api/v1/e-invoices/mine', { cookie: stranger })).json()).toEqual([]);

    const pdf = await getJson(world.t, `/api/v1/e-invoices/${issuedId}/file?type=pdf`, { cookie: buyerCookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${issuedNo}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await getJson(world.t, `/api/v1/e-invoices/${issuedId}/file?type=xml`, { cookie: admin });
    expect(xml.headers['content-type']).toBe('application/zip');

    world.sinvoice.fake.fail('empty-file');
    const early = await getJson(world.t, `/api/v1/e-invoices/${issuedId}/file?type=pdf`, { cookie: buyerCookie });
    expect(early.statusCode).toBe(503);
    expect(early.json().details.reason).toBe('E_INVOICE_FILE_NOT_READY');
  });

  it('refuses files to strangers and the signed-out, of invoices not issued, and of unknown types', async () => {
    const queued = (await invoicesOf(world.t, (await paidOrderWithInvoice(world.t, buyer)).id))[0]!;
    const cases: [string, string | undefined, number, string, string?][] = [
      [`${issuedId}/file?type=pdf`, undefined, 401, 'UNAUTHENTICATED'],
      [`${issuedId}/file?type=pdf`, stranger, 404, 'NOT_FOUND'],
      [`${queued.id}/file?type=pdf`, buyerCookie, 409, 'CONFLICT', 'E_INVOICE_NOT_ISSUED'],
      [`${issuedId}/file?type=docx`, buyerCookie, 400, 'VALIDATION_FAILED'],
      [`${issuedId}/file`, buyerCookie, 400, 'VALIDATION_FAILED'],
      ['not-an-id/file?type=pdf', buyerCookie, 400, 'VALIDATION_FAILED'],
    ];
    for (const [path, cookie, status, code, reason] of cases) {
      const res = await getJson(world.t, `/api/v1/e-invoices/${path}`, { cookie });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      if (reason) expect(res.json().details.reason).toBe(reason);
    }
  });

  it('keeps the section and its actions to admins, and answers bad input with a code, changing nothing', async () => {
    const before = await changes();
    const refusals: [string, string, string | undefined, unknown, number, string][] = [
      ['GET', '/api/v1/e-invoices', undefined, undefined, 401, 'UNAUTHENTICATED'],
      ['GET', '/api/v1/e-invoices', buyerCookie, undefined, 403, 'FORBIDDEN'],
      ['GET', '/api/v1/e-invoices?status=lost', admin, undefined, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/v1/e-invoices/mine', undefined, undefined, 401, 'UNAUTHENTICATED'],
      ['POST', `/api/v1/e-invoices/${issuedId}/retry`, buyerCookie, undefined, 403, 'FORBIDDEN'],
      ['POST', `/api/v1/e-invoices/${issuedId}/retry`, admin, undefined, 409, 'CONFLICT'],
      ['POST', '/api/v1/e-invoices/5b0e2b64-7d0e-4a57-9f6e-2a9b6d1c0f11/retry', admin, undefined, 404, 'NOT_FOUND'],
      ['GET', '/api/v1/exchange-rates', buyerCookie, undefined, 403, 'FORBIDDEN'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', buyerCookie, { vndPerUsd: 25_400 }, 403, 'FORBIDDEN'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', undefined, { vndPerUsd: 25_400 }, 401, 'UNAUTHENTICATED'],
      ['PUT', '/api/v1/exchange-rates/2026-13-01', admin, { vndPerUsd: 25_400 }, 400, 'VALIDATION_FAILED'],
      ['PUT', '/api/v1/exchange-rates/yesterday', admin, { vndPerUsd: 25_400 }, 400, 'VALIDATION_FAILED'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', admin, { vndPerUsd: 0 }, 400, 'VALIDATION_FAILED'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', admin, { vndPerUsd: 25_400.5 }, 400, 'VALIDATION_FAILED'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', admin, { vndPerUsd: '25400' }, 400, 'VALIDATION_FAILED'],
      ['PUT', '/api/v1/exchange-rates/2026-11-20', admin, { vndPerUsd: 25_400, by: 'me' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [method, url, cookie, body, status, code] of refusals) {
      const res =
        method === 'GET'
          ? await getJson(world.t, url, { cookie })
          : await sendJson(world.t, method as 'POST' | 'PUT', url, body, { cookie });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await changes()).toEqual(before);
  });

  it('sends a refused invoice again when an admin retries it, under the same transaction id', async () => {
    await world.runJob();
    const order = await paidOrderWithInvoice(world.t, buyer);
    world.sinvoice.fake.fail('refuse');
    await world.runJob();
    const [failed] = await invoicesOf(world.t, order.id);
    expect(failed!.status).toBe('failed');
    const retried = await sendJson(world.t, 'POST', `/api/v1/e-invoices/${failed!.id}/retry`, undefined, {
      cookie: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued' });
    await world.runJob();
    const [issued] = await invoicesOf(world.t, order.id);
    expect(issued).toMatchObject({ status: 'issued', transactionUuid: failed!.transactionUuid });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'e_invoice.retried'));
    expect(entry!.details).toMatchObject({ orderId: order.id, invoiceId: failed!.id });
  });

  it("sets a day's rate, wakes the invoices waiting for it, and lists the days still waiting", async () => {
    const order = await paidOrderWithInvoice(world.t, buyer, {
      method: 'paypal',
      currency: 'USD',
      amount: 29_900,
      paidAt: new Date('2026-11-18T10:00:00Z'),
    });
    await world.runJob();
    const rates = await getJson(world.t, '/api/v1/exchange-rates', { cookie: admin });
    expect(rates.json().waitingDays).toContain('2026-11-18');

    const set = await sendJson(
      world.t,
      'PUT',
      '/api/v1/exchange-rates/2026-11-18',
      { vndPerUsd: 25_350 },
      { cookie: admin },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ day: '2026-11-18', vndPerUsd: 25_350 });
    const [woken] = await invoicesOf(world.t, order.id);
    expect(woken!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await world.runJob()).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(world.t, order.id))[0]!.status).toBe('issued');

    const corrected = await sendJson(
      world.t,
      'PUT',
      '/api/v1/exchange-rates/2026-11-18',
      { vndPerUsd: 25_360 },
      { cookie: admin },
    );
    expect(corrected.json().vndPerUsd).toBe(25_360);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rate.set'))
      .orderBy(auditLog.createdAt);
    expect(entry!.details).toEqual({ day: '2026-11-18', vndPerUsd: 25_350 });
    const listed = (await getJson(world.t, '/api/v1/exchange-rates', { cookie: admin })).json();
    expect(listed.items).toContainEqual(expect.objectContaining({ day: '2026-11-18', vndPerUsd: 25_360 }));
    expect(listed.waitingDays).not.toContain('2026-11-18');
  });
});
