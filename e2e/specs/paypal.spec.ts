import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { messages, orderMessages } from '../support/messages';
import { placeChosenOrder } from '../support/orders';

const en = {
  auth: messages('en-US', 'auth'),
  orders: orderMessages('en-US'),
  common: messages('en-US', 'common'),
};

test('a customer buys Pro from /pricing while logged out, pays on the PayPal stand-in and has Pro', async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Grace Hopper');
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en-US');

  await page.goto('/pricing');
  await page.getByTestId('plan-term').getByText('24 months').click();
  await expect(page.locator('[data-plan="pro"]').getByTestId('plan-price')).toHaveText('$1,198');
  await page.getByTestId('buy-pro').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(en.auth.fields.email).fill(customer.email);
  await page.getByRole('textbox', { name: en.auth.fields.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();

  const { facts, orderId } =
    await test.step("the invoice: the server's order and price, one line for the package", async () => {
      await expect(page).toHaveURL(/\/invoice_en\?package=pro&months=24$/);
      const orderId = await placeChosenOrder(page, '/invoice_en');
      const facts = page.getByTestId('invoice-facts');
      await expect(facts).toContainText('Grace Hopper');
      await expect(facts).toContainText(customer.email);
      await expect(page.getByTestId('invoice-lines')).toContainText('Package: Pro 24 Months');
      await expect(page.getByTestId('invoice-lines')).toContainText('$1,198');
      return { facts, orderId };
    });

  await test.step('cancelling on PayPal brings them back to the same order, still payable', async () => {
    await page.getByRole('button', { name: en.orders.paypal.pay }).click();
    await expect(page.getByText('no money moves')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pay 1198.00 USD' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice_en\\?paypal=cancelled&order=${orderId}$`));
    // The invoice's outline is a status too while the order loads: the alert is the one named so.
    await expect(page.getByRole('status', { name: en.orders.paypal.cancelledTitle })).toBeVisible();
    await expect(facts).toContainText(orderId);
  });

  await test.step('paying: PayPal sends them back, the server captures, and the plan is theirs', async () => {
    await page.getByRole('button', { name: en.orders.paypal.pay }).click();
    await page.getByRole('button', { name: 'Pay now (test)' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice_en\\?paypal=success&order=${orderId}$`));
    const success = page.getByTestId('payment-success');
    await expect(success).toContainText(en.orders.paypal.success);
    await expect(success).toContainText(en.orders.paypal.softwareNote);
    await expect(page.getByTestId('new-plan')).toContainText(en.common.roles['5']);
    await expect(page.getByTestId('invoice-status')).toContainText(en.orders.orderStatuses.fulfilled);
    expect(await page.evaluate(() => localStorage.getItem('purchase_package'))).toBeNull();

    await success.getByRole('link', { name: en.orders.paypal.toProfile }).click();
    await expect(page.getByTestId('profile-type')).toContainText(en.common.roles['5']);
  });
  await page.context().close();
});

test('a visitor donates 50 USD without an account, and asks for a legal e-invoice', async ({
  page,
  playwright,
  baseURL,
}) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  // The footer's link is followed once the app has taken the prerendered page over, as in navigation.spec.ts.
  await expect(page.locator('header button').first()).toBeEnabled();
  await page.getByRole('link', { name: en.common.footer.donate }).click();
  await expect(page).toHaveURL(/\/donation$/);
  const amount = page.getByLabel(en.orders.donation.amount);
  await expect(amount).toHaveValue('$225');
  await amount.fill('0');
  await page.getByRole('button', { name: en.orders.donation.pay }).click();
  await expect(page.getByText(en.orders.donation.amountInvalid)).toBeVisible();
  await amount.fill('50');
  await page.getByRole('checkbox', { name: en.orders.donation.eInvoice }).check();
  await page.getByRole('button', { name: en.orders.donation.pay }).click();
  await expect(page.getByRole('heading', { name: 'Pay 50.00 USD' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now (test)' }).click();
  await expect(page).toHaveURL(/\/donation\?paypal=success&order=[0-9A-F]{12}$/);
  await expect(page.getByTestId('payment-success')).toContainText(en.orders.donation.thanks);

  const orderId = new URL(page.url()).searchParams.get('order')!;
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const { items } = await clientOf(admin).call(routes.eInvoices.listEInvoices, { query: { search: orderId } });
  await admin.dispose();
  expect(items.map(({ orderId: invoiced, kind }) => ({ orderId: invoiced, kind }))).toEqual([
    { orderId, kind: 'original' },
  ]);
});
