import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYPAL_PATH } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The portal's own PayPal stand-in (PAYPAL_MODE=fake, the zero-configuration default on this
 * machine): credentials no one else knows, return addresses only on the portal, and every page
 * it shows marked as a test payment in the visitor's language (issue 28 row 2).
 */
describe('the fake PayPal the portal serves itself', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { clientId, clientSecret } = t.config.payments.paypal;
    const res = await t.app.inject({
      method: 'POST',
      url: `${FAKE_PAYPAL_PATH}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    token = res.json<{ access_token: string }>().access_token;
  });
  afterAll(() => t.close());

  function createOrder(returnUrl: string, cancelUrl = `${t.config.publicUrl}/invoice_en`) {
    return t.app.inject({
      method: 'POST',
      url: `${FAKE_PAYPAL_PATH}/v2/checkout/orders`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'ABCDEF123456', amount: { currency_code: 'USD', value: '599.00' } }],
        payment_source: { paypal: { experience_context: { return_url: returnUrl, cancel_url: cancelUrl } } },
      },
    });
  }

  it('refuses the credentials it once published', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${FAKE_PAYPAL_PATH}/v1/oauth2/token`,
      headers: { authorization: `Basic ${Buffer.from('fake-client-id:fake-client-secret').toString('base64')}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sends buyers back only to the portal', async () => {
    for (const elsewhere of ['https://evil.example/return', `${t.config.publicUrl}.evil.example/return`]) {
      expect((await createOrder(elsewhere)).statusCode).toBe(422);
      expect((await createOrder(`${t.config.publicUrl}/ok`, elsewhere)).statusCode).toBe(422);
    }
    expect((await createOrder(`${t.config.publicUrl}/api/v1/payments/paypal/return`)).statusCode).toBe(200);
  });

  it('marks its pages as a test payment in the visitor’s language', async () => {
    const { id } = (await createOrder(`${t.config.publicUrl}/api/v1/payments/paypal/return`)).json<{ id: string }>();
    const expected = { 'en-US': 'Test payment.', vi: 'Thanh toán thử.', th: 'การชำระเงินทดสอบ' };
    for (const [language, text] of Object.entries(expected)) {
      const page = await t.app.inject({
        method: 'GET',
        url: `${FAKE_PAYPAL_PATH}/checkoutnow?token=${id}`,
        cookies: { one_language: language },
      });
      expect(page.body).toContain(`lang="${language}"`);
      expect(page.body).toContain(text);
      const missing = await t.app.inject({
        method: 'GET',
        url: `${FAKE_PAYPAL_PATH}/checkoutnow?token=NOPE`,
        cookies: { one_language: language },
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});
