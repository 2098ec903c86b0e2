import type { APIRequestContext } from '@playwright/test';
import { apiPathOf, routes } from '@oneclick/shared';
import { fakePaypal } from '../../apps/server/src/stand-ins/fake-paypal.js';

/** The credentials the shared portal's PayPal stand-in runs with (playwright.config.ts). */
export const PAYPAL_STAND_IN = {
  clientId: 'e2e-paypal-client',
  clientSecret: 'e2e-paypal-secret-0123456789',
  webhookId: 'E2E-WEBHOOK',
};

/**
 * Delivers a PayPal webhook event to the portal, signed as its stand-in signs them: what PayPal
 * sends when a payment is refunded from its own dashboard.
 */
export async function sendPaypalEvent(request: APIRequestContext, baseURL: string, event: object) {
  const signer = fakePaypal({ ...PAYPAL_STAND_IN, publicBase: `${baseURL}/fake-paypal`, returnBase: baseURL });
  const body = JSON.stringify(event);
  return request.post(apiPathOf(routes.payments.receivePaypalWebhook), {
    headers: { 'content-type': 'application/json', ...signer.signWebhook(body) },
    data: body,
  });
}
