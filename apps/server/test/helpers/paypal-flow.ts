import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, saleRecords } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from './factories.js';
import { type PaypalStandIn, startPaypalStandIn } from './paypal-stand-in.js';
import { logInAs, sendJson } from './requests.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A test file's app paying through its own PayPal stand-in, and the purchase's steps against both. */
export async function startPaypalTestApp(): Promise<{ t: TestApp; paypal: PaypalStandIn; flow: PaypalFlow }> {
  const paypal = await startPaypalStandIn();
  const t = await createTestApp(paypal.env);
  return { t, paypal, flow: paypalFlow(t, paypal) };
}

export async function stopPaypalTestApp(t: TestApp, paypal: PaypalStandIn): Promise<void> {
  await t.close();
  await paypal.close();
}

export type PaypalFlow = ReturnType<typeof paypalFlow>;

/** PayPal's order id from an approval address the server handed out. */
export const tokenOf = (approveUrl: string) => new URL(approveUrl).searchParams.get('token')!;

/** The steps of a PayPal purchase, as a customer, their browser and PayPal take them. */
export function paypalFlow(t: TestApp, paypal: PaypalStandIn) {
  const flow = {
    async customer(overrides: Parameters<typeof insertUser>[1] = {}) {
      const user = await insertUser(t.database.db, overrides);
      return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
    },

    async order(body: object, cookie?: string) {
      const res = await sendJson(t, 'POST', '/api/v1/orders', body, cookie ? { cookie } : {});
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; amount: number; currency: string }>();
    },

    startPaypal(id: string, cookie?: string) {
      return sendJson(t, 'POST', `/api/v1/orders/${id}/paypal`, undefined, cookie ? { cookie } : {});
    },

    /** A customer's PayPal order for Pro, 12 months, sent to PayPal: our id and PayPal's. */
    async openPaypalOrder() {
      const { user, cookie } = await flow.customer();
      const created = await flow.order({ kind: 'subscription', package: 'pro', months: 12, method: 'paypal' }, cookie);
      const started = await flow.startPaypal(created.id, cookie);
      expect(started.statusCode, started.body).toBe(200);
      return { user, cookie, id: created.id, token: tokenOf(started.json<{ approveUrl: string }>().approveUrl) };
    },

    /** The buyer approves on PayPal and their browser follows PayPal back to us. */
    async approveAndReturn(approveUrlOrToken: string) {
      const token = approveUrlOrToken.includes('://') ? tokenOf(approveUrlOrToken) : approveUrlOrToken;
      const back = new URL(paypal.fake.approve(token));
      return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    },

    returnFromPaypal(token: string) {
      return t.app.inject({ method: 'GET', url: `/api/v1/payments/paypal/return?token=${token}` });
    },

    /** Captures at PayPal directly, as a request whose answer never reached us would have. */
    async captureAtPaypal(token: string, requestId: string) {
      const base = paypal.env.PAYPAL_API_BASE!;
      const basic = Buffer.from(`${paypal.env.PAYPAL_CLIENT_ID}:${paypal.env.PAYPAL_CLIENT_SECRET}`).toString('base64');
      const auth = await fetch(`${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
      });
      const { access_token } = (await auth.json()) as { access_token: string };
      const res = await fetch(`${base}/v2/checkout/orders/${token}/capture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'paypal-request-id': requestId },
      });
      expect(res.status).toBe(201);
      const answer = (await res.json()) as {
        purchase_units: {
          payments: { captures: { id: string; amount: { currency_code: string; value: string } }[] };
        }[];
      };
      return answer.purchase_units[0]!.payments.captures[0]!;
    },

    /**
     * A webhook delivery of `event` (an object, or the exact text PayPal sent), signed by the
     * stand-in over that text unless other headers are given.
     */
    sendEvent(event: object | string, headers?: Record<string, string>) {
      const body = typeof event === 'string' ? event : JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/paypal/webhook',
        headers: { 'content-type': 'application/json', ...(headers ?? paypal.fake.signWebhook(body)) },
        payload: body,
      });
    },

    async row(id: string) {
      const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      return found!;
    },

    async sales(id: string) {
      const [found] = await t.database.db.select({ n: count() }).from(saleRecords).where(eq(saleRecords.orderId, id));
      return found!.n;
    },
  };
  return flow;
}
