import { calendarDay } from '@oneclick/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, orders } from '../../src/db/schema/index.js';
import { bankNotice, BANK_ENV } from '../helpers/bank-config.js';
import { type EInvoiceWorld, invoicesOf, startEInvoiceApp } from '../helpers/e-invoices.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A paid order queues its invoice in the unit of work that marks it paid: once, whoever pays it (decision 037). */
describe('queueing an e-invoice as an order is paid', () => {
  let world: EInvoiceWorld;
  let admin: string;

  beforeAll(async () => {
    world = await startEInvoiceApp();
    admin = await logInAs(world.t, (await insertUser(world.t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => world.close());

  async function order(cookie: string, body: object) {
    const created = await sendJson(world.t, 'POST', '/api/v1/orders', body, { cookie });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  }

  it('queues one invoice for an order paid by a bank notice and admins at the same moment', async () => {
    const customer = await insertUser(world.t.database.db);
    const cookie = await logInAs(world.t, customer.email, TEST_PASSWORD);
    for (let round = 0; round < 3; round++) {
      const id = await order(cookie, { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' });
      await Promise.all([
        ...Array.from({ length: 4 }, () =>
          world.t.app.inject({
            method: 'POST',
            url: '/api/v1/payments/bank/webhook',
            headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
            payload: bankNotice({ content: id }),
          }),
        ),
        ...Array.from({ length: 4 }, () =>
          sendJson(world.t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin }),
        ),
      ]);
      const invoices = await invoicesOf(world.t, id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ kind: 'original', status: 'queued' });
    }
  });

  it("queues a reseller's bought keys and a donation whose donor asked, and nothing for one who did not", async () => {
    const reseller = await insertUser(world.t.database.db, { role: 2, isReseller: true, commissionRate: 10 });
    const cookie = await logInAs(world.t, reseller.email, TEST_PASSWORD);
    const keys = await order(cookie, {
      kind: 'keys',
      package: 'pro',
      months: 12,
      quantity: 3,
      method: 'bank_transfer',
    });
    const donation = await order(cookie, { kind: 'donation', amountUsd: 5 });
    const invoicedDonation = await order(cookie, { kind: 'donation', amountUsd: 7, wantsEInvoice: true });
    for (const id of [keys, donation, invoicedDonation]) {
      const paid = await sendJson(world.t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect(await invoicesOf(world.t, keys)).toHaveLength(1);
    expect(await invoicesOf(world.t, donation)).toHaveLength(0);
    const [queued] = await invoicesOf(world.t, invoicedDonation);
    await world.t.database.db
      .insert(exchangeRates)
      .values({ day: calendarDay(new Date(), world.t.config.businessTimeZone), vndPerUsd: 25_400 })
      .onConflictDoNothing();
    await world.runJob();
    expect(world.sinvoice.fake.invoices.get(queued!.transactionUuid)!.request).toMatchObject({
      generalInvoiceInfo: { currencyCode: 'USD' },
      itemInfo: [{ itemName: 'Ủng hộ phát triển phần mềm OneClick', quantity: 1 }],
      summarizeInfo: { totalAmountWithTax: 7 },
    });
  });

  it('tells the web that e-invoices are issued, so the donation form offers one', async () => {
    const res = await world.t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.json()).toMatchObject({ eInvoices: true });
  });
});

describe('a portal without e-invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
  });
  afterAll(() => t.close());

  it('pays and activates as before, and queues no invoice', async () => {
    const admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    const cookie = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    const created = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    const { id } = created.json<{ id: string }>();
    expect((await sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin })).statusCode).toBe(
      200,
    );
    expect(await invoicesOf(t, id)).toHaveLength(0);
  });

  it('refuses a donation that asks for an e-invoice, and a choice that is not yes or no, making no order', async () => {
    const before = await t.database.db.select({ n: count() }).from(orders);
    const asked = await sendJson(t, 'POST', '/api/v1/orders', { kind: 'donation', amountUsd: 5, wantsEInvoice: true });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ details: { reason: 'E_INVOICES_OFF' } });
    const garbled = await sendJson(t, 'POST', '/api/v1/orders', {
      kind: 'donation',
      amountUsd: 5,
      wantsEInvoice: 'yes',
    });
    expect(garbled.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json()).toMatchObject({ eInvoices: false });
    const after = await t.database.db.select({ n: count() }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
