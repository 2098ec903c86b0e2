import { expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { mailsTo } from '../support/mailbox';
import type { StoredMail } from '../support/mail-sink';
import { dashboardMessages, orderMessages } from '../support/messages';
import { makeReseller } from '../support/resellers';

const en = { users: dashboardMessages('en-US'), orders: orderMessages('en-US') };

/** A licence key as the e-mail and the dashboard show it. */
const KEY_CODE = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g;

// One reseller buys once; the second test reads what the first one's payment sent them.
test.describe.serial('a reseller buying keys', () => {
  let page: Page;
  let reseller: { email: string; name: string };
  let orderId: string;

  test.beforeAll(async ({ browser, playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    reseller = await createVerifiedAccount(request, baseURL!, 'Rosa Reseller');
    await makeReseller(playwright, request, baseURL!, reseller, 20);
    await request.dispose();
    page = await (await browser.newContext()).newPage();
    await useLanguage(page, 'en-US');
    await logInPage(page, baseURL!, reseller.email);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a reseller buys 10 Pro keys at their discount by PayPal and sees them', async () => {
    await page.goto('/users?section=orders-buy-keys');

    await test.step('the form prices ten keys at the catalogue price and at their 20% discount', async () => {
      const form = page.getByTestId('buy-keys-form');
      await form.getByRole('textbox', { name: en.users.buyKeys.quantity }).fill('10');
      await expect(page.getByTestId('buy-keys-price')).toContainText('$5,990');
      await expect(page.getByTestId('buy-keys-price')).toContainText('$4,792');
      await form.getByRole('button', { name: en.orders.paypal.pay }).click();
    });

    await test.step('they pay on the PayPal stand-in and are brought back with their keys issued', async () => {
      await expect(page.getByRole('heading', { name: 'Pay 4792.00 USD' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay now (test)' }).click();
      await expect(page).toHaveURL(/\/users\?section=orders-buy-keys&paypal=success&order=[0-9A-F]{12}$/);
      orderId = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByTestId('payment-success')).toContainText(en.users.buyKeys.issued);
    });

    await test.step('their licence keys list the ten keys, and the keys are mailed to them', async () => {
      await page.getByRole('link', { name: en.users.buyKeys.toKeys }).click();
      await expect(page.getByTestId('licence-keys-total')).toHaveText('10 keys');
      await expect
        .poll(() => mailsTo(reseller.email).some((mail) => /Your 10 licence keys/.test(mail.subject)))
        .toBe(true);
    });
  });

  test("the e-mail with the keys bought links to the reseller's licence keys, which show them", async ({ baseURL }) => {
    let mail: StoredMail | undefined;
    await expect
      .poll(() => {
        mail = mailsTo(reseller.email).find((sent) => sent.subject === `Your 10 licence keys (order ${orderId})`);
        return mail;
      })
      .toBeDefined();
    const codes = mail!.text.match(KEY_CODE) ?? [];
    expect(new Set(codes).size).toBe(10);
    const link = new RegExp(`${baseURL}/users\\?section=licence-keys(?![\\w-])`).exec(mail!.text)?.[0];
    expect(link, 'a link to the licence keys section').toBeDefined();

    await test.step('the link opens the licence keys section, listing every key the e-mail names', async () => {
      await page.goto(link!);
      await expect(
        page.getByRole('tab', { name: en.users.dashboard.sections['licence-keys'], exact: true }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('licence-keys-total')).toHaveText('10 keys');
      const table = page.getByTestId('licence-keys-table');
      for (const code of codes) await expect(table).toContainText(code);
    });
  });
});
