import { dashboardPath } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.js';
import { type PaypalStandIn } from '../helpers/paypal-stand-in.js';
import { type TestApp } from '../helpers/test-app.js';
import { type PaypalFlow, startPaypalTestApp, stopPaypalTestApp, tokenOf } from '../helpers/paypal-flow.js';

/**
 * An approval the buyer uses after paying again made a newer one (issue 44 item 14): it takes
 * nothing, and the buyer lands on their order's page told so, not on the home page.
 */
describe('an older PayPal approval of a resumed order', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: PaypalFlow;

  beforeAll(async () => ({ t, paypal, flow } = await startPaypalTestApp()));
  afterAll(() => stopPaypalTestApp(t, paypal));

  const capturesOf = (token: string) =>
    paypal.fake.orders.get(token)?.order.purchase_units?.[0]?.payments?.captures ?? [];

  /** Pays the order again once PayPal would have let its approval lapse: the newer approval's token. */
  async function resume(id: string, cookie?: string) {
    await t.database.db
      .update(orders)
      .set({ paypalCreatedAt: sql`now() - interval '3 hours'` })
      .where(eq(orders.id, id));
    const resumed = await flow.startPaypal(id, cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    return tokenOf(resumed.json<{ approveUrl: string }>().approveUrl);
  }

  it('sends the buyer of a plan to their invoice, charging nothing, and the newer approval still pays', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    const fresh = await resume(id, cookie);

    const late = await flow.approveAndReturn(token);
    expect(late.headers.location).toBe(`/invoice_en?paypal=replaced&order=${id}`);
    expect(capturesOf(token)).toHaveLength(0);
    expect((await flow.row(id)).status).toBe('pending');

    expect((await flow.approveAndReturn(fresh)).headers.location).toBe(`/invoice_en?paypal=success&order=${id}`);
    expect(await flow.sales(id)).toBe(1);
  });

  it('says the same to a buyer who comes back with the older approval after paying with the newer one', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    const fresh = await resume(id, cookie);
    await flow.approveAndReturn(fresh);
    const late = await flow.approveAndReturn(token);
    expect(late.headers.location).toBe(`/invoice_en?paypal=replaced&order=${id}`);
    expect(capturesOf(token)).toHaveLength(0);
    expect(await flow.row(id)).toMatchObject({ status: 'fulfilled', paypalCaptureId: capturesOf(fresh)[0]!.id });
  });

  it('brings a buyer who leaves the older approval’s page back to their order', async () => {
    const { cookie, id, token } = await flow.openPaypalOrder();
    await resume(id, cookie);
    const left = await t.app.inject({ method: 'GET', url: `/api/v1/payments/paypal/cancel?token=${token}` });
    expect(left.headers.location).toBe(`/invoice_en?paypal=cancelled&order=${id}`);
  });

  it('sends a reseller to Buy keys and a donor to the donation page', async () => {
    const { cookie } = await flow.customer({ isReseller: true, commissionRate: 10 });
    const keys = await flow.order({ kind: 'keys', package: 'pro', months: 12, quantity: 2, method: 'paypal' }, cookie);
    const keysToken = tokenOf((await flow.startPaypal(keys.id, cookie)).json<{ approveUrl: string }>().approveUrl);
    await resume(keys.id, cookie);
    expect((await flow.approveAndReturn(keysToken)).headers.location).toBe(
      `${dashboardPath('orders-buy-keys')}&paypal=replaced&order=${keys.id}`,
    );

    const donation = await flow.order({ kind: 'donation', amountUsd: 20 });
    const donationToken = tokenOf((await flow.startPaypal(donation.id)).json<{ approveUrl: string }>().approveUrl);
    await resume(donation.id);
    expect((await flow.approveAndReturn(donationToken)).headers.location).toBe(
      `/donation?paypal=replaced&order=${donation.id}`,
    );
    expect([...capturesOf(keysToken), ...capturesOf(donationToken)]).toHaveLength(0);
  });

  it('still sends a token PayPal does not know to the home page', async () => {
    expect((await flow.returnFromPaypal('NOSUCHORDER00000')).headers.location).toBe('/?paypal=failed');
  });
});
