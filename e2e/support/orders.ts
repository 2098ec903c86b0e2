import { randomInt } from 'node:crypto';
import { routes } from '@oneclick/shared';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, createVerifiedAccount, signedInApi } from './accounts';
import { clientOf } from './api';

/** An order for Pro, 12 months, that the account signed in on `api` places, as /pricing would. */
export async function placeOrder(api: APIRequestContext, baseURL: string, method: 'paypal' | 'bank_transfer') {
  const order = await clientOf(api, { origin: baseURL }).call(routes.orders.createOrder, {
    body: { kind: 'subscription', package: 'pro', months: 12, method },
  });
  return order.id;
}

/**
 * The order an invoice shows, named in its address (`?order=<id>`) once Buy, or the invoice's own
 * button, has made it; the page shows its number too.
 */
export async function orderOnInvoice(page: Page, invoice: '/invoice_en' | '/invoice_vi'): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`${invoice}\\?order=[0-9A-F]{12}$`));
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByTestId('invoice-facts')).toContainText(orderId);
  return orderId;
}

/** On an invoice of a plan chosen but not yet ordered: orders it, and answers the order's number. */
export async function placeChosenOrder(page: Page, invoice: '/invoice_en' | '/invoice_vi'): Promise<string> {
  await page.getByTestId('place-order').click();
  return orderOnInvoice(page, invoice);
}

/**
 * What the bank's notification service sends when a transfer lands in the portal's account; its id
 * unique across the specs that run at once.
 */
export async function bankNotice(request: APIRequestContext, content: string, transferAmount: number) {
  const id = Date.now() * 1000 + randomInt(1000);
  await clientOf(request, { authorization: 'Apikey e2e-bank-webhook-key-0123456789' }).call(
    routes.payments.receiveBankTransfer,
    {
      body: {
        id,
        gateway: 'ACB',
        transactionDate: '2026-11-26 09:00:00',
        accountNumber: '257678859',
        content,
        transferType: 'in',
        transferAmount,
      },
    },
  );
  return String(id);
}

/** A customer with Pro for 12 months, activated by the admin with a licence key, as a sale in a shop would. */
export async function customerWithPro(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, name: string) {
  const request = await playwright.request.newContext({ baseURL });
  const customer = await createVerifiedAccount(request, baseURL, name);
  await request.dispose();
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  const client = clientOf(admin);
  const [key] = (
    await client.call(routes.licenceKeys.generateLicenceKeys, {
      body: { quantity: 1, accountType: 5, months: 12, resellerId: null },
    })
  ).keys;
  await client.call(routes.licenceKeys.redeemLicenceKey, { body: { customerEmail: customer.email, code: key!.code } });
  await admin.dispose();
  return customer;
}
