import { randomInt } from 'node:crypto';
import { routes } from '@oneclick/shared';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, createVerifiedAccount, signedInApi } from './accounts';
import { apiPath } from './api';

/** An order for Pro, 12 months, that the account signed in on `api` places, as /pricing would. */
export async function placeOrder(api: APIRequestContext, baseURL: string, method: 'paypal' | 'bank_transfer') {
  const res = await api.post(apiPath(routes.orders.createOrder), {
    headers: { origin: baseURL },
    data: { kind: 'subscription', package: 'pro', months: 12, method },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * What the bank's notification service sends when a transfer lands in the portal's account; its id
 * unique across the specs that run at once.
 */
export async function bankNotice(request: APIRequestContext, content: string, transferAmount: number) {
  const id = Date.now() * 1000 + randomInt(1000);
  const res = await request.post(apiPath(routes.payments.receiveBankTransfer), {
    headers: { authorization: 'Apikey e2e-bank-webhook-key-0123456789' },
    data: {
      id,
      gateway: 'ACB',
      transactionDate: '2026-11-26 09:00:00',
      accountNumber: '257678859',
      content,
      transferType: 'in',
      transferAmount,
    },
  });
  expect(res.status()).toBe(200);
  return String(id);
}

/** A customer with Pro for 12 months, activated by the admin with a licence key, as a sale in a shop would. */
export async function customerWithPro(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, name: string) {
  const request = await playwright.request.newContext({ baseURL });
  const customer = await createVerifiedAccount(request, baseURL, name);
  await request.dispose();
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  const generated = await admin.post(apiPath(routes.licenceKeys.generateLicenceKeys), {
    data: { quantity: 1, accountType: 5, months: 12, resellerId: null },
  });
  expect(generated.status()).toBe(201);
  const [key] = ((await generated.json()) as { keys: { code: string }[] }).keys;
  const redeemed = await admin.post(apiPath(routes.licenceKeys.redeemLicenceKey), {
    data: { customerEmail: customer.email, code: key!.code },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  await admin.dispose();
  return customer;
}
