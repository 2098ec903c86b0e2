import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { mailsTo } from '../support/mailbox';
import { messages } from '../support/messages';
import { makeReseller } from '../support/resellers';

test.describe.configure({ timeout: 120_000 });

const en = { users: messages('en-US', 'users'), orders: messages('en-US', 'orders') };

test('a reseller buys 10 Pro keys at their discount by PayPal and sees them', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const reseller = await createVerifiedAccount(request, baseURL!, 'Rosa Reseller');
  await makeReseller(playwright, request, baseURL!, reseller, 20);
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, reseller.email);
  await page.goto('/users?section=buy-keys');

  const form = page.getByTestId('buy-keys-form');
  await form.getByRole('textbox', { name: en.users.buyKeys.quantity }).fill('10');
  await expect(page.getByTestId('buy-keys-price')).toContainText('$5,990');
  await expect(page.getByTestId('buy-keys-price')).toContainText('$4,792');
  await form.getByRole('button', { name: en.orders.paypal.pay }).click();
  await expect(page.getByRole('heading', { name: 'Pay 4792.00 USD' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now (test)' }).click();

  await expect(page).toHaveURL(/\/users\?section=orders-buy-keys&paypal=success&order=[0-9A-F]{12}$/);
  await expect(page.getByTestId('payment-success')).toContainText(en.users.buyKeys.issued);
  await page.getByRole('link', { name: en.users.buyKeys.toKeys }).click();
  await expect(page.getByTestId('licence-keys-total')).toHaveText('10 keys');
  await expect.poll(() => mailsTo(reseller.email).some((mail) => /Your 10 licence keys/.test(mail.subject))).toBe(true);
  await page.context().close();
});
