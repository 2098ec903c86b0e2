import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { dashboardMessages, type Language, LANGUAGES, messages, orderMessages } from '../support/messages';
import { bankNotice, placeOrder } from '../support/orders';

test.describe.configure({ timeout: 180_000 });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const text = (language: Language) => ({
  history: orderMessages(language).history,
  fakePaypal: orderMessages(language).fakePaypal,
  users: dashboardMessages(language),
  orderStatuses: orderMessages(language).orderStatuses,
  common: messages(language, 'common'),
});

async function customerPage(page: Page, request: APIRequestContext, baseURL: string, language: Language) {
  const customer = await createVerifiedAccount(request, baseURL, `Unpaid ${language}`);
  await useLanguage(page, language);
  await logInPage(page, baseURL, customer.email);
  return customer;
}

async function adminPage(page: Page, baseURL: string, language: Language = 'en-US') {
  await useLanguage(page, language);
  await logInPage(page, baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=orders');
}

/** Whether the control is wholly inside the window's width (not behind a sideways scroll). */
async function inView(control: Locator, width: number) {
  const box = (await control.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= width;
}

for (const language of LANGUAGES) {
  test(`a customer pays again or cancels their open orders from the profile (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = text(language);
    await customerPage(page, request, baseURL!, language);
    const bankId = await placeOrder(page.request, baseURL!, 'bank_transfer');
    const paypalId = await placeOrder(page.request, baseURL!, 'paypal');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/profile');

    await test.step('the bank order: its bank details and VietQR code again, then cancelled', async () => {
      const bankCard = page.getByTestId(`my-order-${bankId}`);
      await expect(bankCard).toContainText(t.orderStatuses.pending);
      const cancel = bankCard.getByRole('button', { name: `${t.history.cancel}: ${bankId}` });
      expect(await inView(cancel, 375)).toBe(true);
      await bankCard.getByRole('button', { name: t.history.showBank }).click();
      await expect(bankCard.getByTestId('bank-details')).toContainText('257678859');
      await expect(bankCard.getByTestId('transfer-content')).toHaveText(bankId);
      await expect(bankCard.getByTestId('vietqr')).toBeVisible();
      await bankCard.getByRole('button', { name: t.history.hideBank }).click();
      await expect(bankCard.getByTestId('bank-details')).toHaveCount(0);

      await cancel.click();
      const dialog = page.getByRole('dialog', { name: fill(t.history.cancelTitle, { orderId: bankId }) });
      await expect(dialog).toContainText(t.history.cancelText);
      await dialog.getByRole('button', { name: t.history.cancelConfirm }).click();
      await expect(page.getByRole('status')).toHaveText(fill(t.history.cancelled, { orderId: bankId }));
      await expect(bankCard).toContainText(t.orderStatuses.cancelled);
      await expect(bankCard.getByRole('button')).toHaveCount(0);
    });

    await test.step('the PayPal order: a new approval for the same order, paid on the stand-in', async () => {
      const paypalCard = page.getByTestId(`my-order-${paypalId}`);
      const pay = paypalCard.getByRole('button', { name: `${t.history.pay}: ${paypalId}` });
      expect(await inView(pay, 375)).toBe(true);
      await pay.click();
      await page.getByRole('button', { name: t.fakePaypal.payNow }).click();
      await expect(page).toHaveURL(new RegExp(`/invoice_en\\?paypal=success&order=${paypalId}$`));
      await page.goto('/profile');
      await expect(paypalCard).toContainText(t.orderStatuses.fulfilled);
      await expect(paypalCard.getByRole('link', { name: `${t.history.receipt}: ${paypalId}` })).toBeVisible();
    });
  });
}

test('an admin cancels a PayPal order with a reason, and the customer sees it cancelled', async ({
  browser,
  request,
  baseURL,
}) => {
  const customerTab = await (await browser.newContext()).newPage();
  await customerPage(customerTab, request, baseURL!, 'vi');
  const orderId = await placeOrder(customerTab.request, baseURL!, 'paypal');

  const admin = await (await browser.newContext()).newPage();
  await adminPage(admin, baseURL!);
  const en = text('en-US');
  const row = admin.getByTestId('orders-table').getByRole('row').filter({ hasText: orderId });
  await expect(row.getByRole('button', { name: `${en.users.orders.markPaid}: ${orderId}` })).toHaveCount(0);
  await row.getByRole('button', { name: `${en.users.orders.cancel}: ${orderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: fill(en.users.orders.cancelTitle, { orderId }) });
  await expect(dialog).toContainText(en.users.orders.cancelPaypalText);
  await dialog.getByLabel(en.users.orders.reason).fill('Checkout abandoned for a week.');
  await dialog.getByRole('button', { name: en.users.orders.confirmCancel }).click();
  await expect(admin.getByRole('status')).toHaveText(fill(en.users.orders.cancelled, { orderId }));
  await expect(row).toContainText(en.orderStatuses.cancelled);
  await expect(row.getByRole('button')).toHaveCount(0);

  const vi = text('vi');
  await customerTab.goto('/profile');
  const card = customerTab.getByTestId(`my-order-${orderId}`);
  await expect(card).toContainText(vi.orderStatuses.cancelled);
  await expect(card.getByRole('button')).toHaveCount(0);
  await customerTab.context().close();
  await admin.context().close();
});

test('an admin settles unmatched transfers: matched, short with a reason, refunded and dismissed', async ({
  browser,
  request,
  baseURL,
}) => {
  const customerTab = await (await browser.newContext()).newPage();
  const customer = await customerPage(customerTab, request, baseURL!, 'vi');
  const first = await placeOrder(customerTab.request, baseURL!, 'bank_transfer');
  const second = await placeOrder(customerTab.request, baseURL!, 'bank_transfer');
  const unnamed = await bankNotice(request, 'chuyen tien goi pro', 14_990_000);
  const short = await bankNotice(request, `${second} thieu`, 14_000_000);
  const stray = await bankNotice(request, 'nham tai khoan', 500_000);
  const noise = await bankNotice(request, 'test chuyen khoan', 1_000);

  const page = await (await browser.newContext()).newPage();
  await adminPage(page, baseURL!);
  const { unmatched } = text('en-US').users;
  const section = page.getByTestId('unmatched-transfers');
  const action = (id: string, name: string) =>
    section.getByTestId(`transfer-${id}`).getByRole('button', { name: new RegExp(`^${name}:`) });

  await test.step("a transfer that named no order pays the one found by the customer's e-mail", async () => {
    await action(unnamed, unmatched.match).click();
    const dialog = page.getByRole('dialog', { name: fill(unmatched.matchTitle, { amount: '₫14,990,000' }) });
    await dialog.getByLabel(unmatched.search).fill(customer.email);
    await dialog.getByRole('button', { name: unmatched.searchButton }).click();
    await dialog.getByRole('radio', { name: new RegExp(first) }).check();
    await expect(dialog.getByTestId('match-due')).toContainText('₫14,990,000');
    await dialog.getByRole('button', { name: unmatched.matchConfirm }).click();
    await expect(section.getByRole('status')).toHaveText(fill(unmatched.matched, { orderId: first }));
    await expect(section.getByTestId(`transfer-${unnamed}`)).toHaveCount(0);
  });

  await test.step('one short of the amount due is accepted only with a reason', async () => {
    await action(short, unmatched.match).click();
    const dialog = page.getByRole('dialog', { name: fill(unmatched.matchTitle, { amount: '₫14,000,000' }) });
    await dialog.getByLabel(unmatched.search).fill(second.toLowerCase());
    await dialog.getByRole('button', { name: unmatched.searchButton }).click();
    await dialog.getByRole('radio', { name: new RegExp(second) }).check();
    await expect(dialog).toContainText(fill(unmatched.short, { missing: '₫990,000' }));
    await dialog.getByRole('button', { name: unmatched.matchConfirm }).click();
    await expect(dialog.getByText(messages('en-US', 'validation').REQUIRED)).toBeVisible();
    await dialog.getByLabel(unmatched.shortReason).fill('The sender bank kept a fee; agreed by phone.');
    await dialog.getByRole('button', { name: unmatched.matchConfirm }).click();
    await expect(section.getByRole('status')).toHaveText(fill(unmatched.matched, { orderId: second }));
  });

  await test.step('money given back at the bank, and a transfer that needs nothing', async () => {
    await action(stray, unmatched.markRefunded).click();
    let dialog = page.getByRole('dialog', { name: fill(unmatched.refundTitle, { amount: '₫500,000' }) });
    await dialog.getByLabel(unmatched.refundNote).fill('Returned by ACB, ref FT26330001');
    await dialog.getByRole('button', { name: unmatched.refundConfirm }).click();
    await expect(section.getByRole('status')).toHaveText(unmatched.refundedDone);
    await action(noise, unmatched.dismiss).click();
    dialog = page.getByRole('dialog', { name: fill(unmatched.dismissTitle, { amount: '₫1,000' }) });
    await dialog.getByLabel(unmatched.dismissReason).fill('Our own test transfer');
    await dialog.getByRole('button', { name: unmatched.dismissConfirm }).click();
    await expect(section.getByRole('status')).toHaveText(unmatched.dismissedDone);
  });

  await test.step('the settled list keeps who settled each and how; the orders are paid', async () => {
    await section.getByText(unmatched.settled, { exact: true }).click();
    const settled = section.getByTestId('unmatched-transfers-settled');
    await expect(settled.getByTestId(`transfer-${unnamed}`)).toContainText(
      fill(unmatched.settlements.matched, { orderId: first }),
    );
    await expect(settled.getByTestId(`transfer-${short}`)).toContainText('agreed by phone');
    await expect(settled.getByTestId(`transfer-${stray}`)).toContainText(unmatched.settlements.refunded);
    await expect(settled.getByTestId(`transfer-${noise}`)).toContainText('Our own test transfer');
    await expect(settled.getByTestId(`transfer-${noise}`)).toContainText(ADMIN.email);
    for (const id of [first, second]) {
      const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: id });
      await expect(row).toContainText(text('en-US').orderStatuses.fulfilled);
    }
  });
  await customerTab.context().close();
  await page.context().close();
});

test('marking an order paid settles the short transfer naming it; one left open says its order is paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const customerTab = await (await browser.newContext()).newPage();
  await customerPage(customerTab, request, baseURL!, 'vi');
  const byTransfer = await placeOrder(customerTab.request, baseURL!, 'bank_transfer');
  const otherwise = await placeOrder(customerTab.request, baseURL!, 'bank_transfer');
  const short = await bankNotice(request, `${byTransfer} chuyen thieu`, 10_000_000);
  const leftOpen = await bankNotice(request, `${otherwise} lan 1`, 9_000_000);

  const page = await (await browser.newContext()).newPage();
  await adminPage(page, baseURL!);
  const { orders, unmatched } = text('en-US').users;
  const section = page.getByTestId('unmatched-transfers');
  const markPaid = (id: string) =>
    page.getByTestId('orders-table').getByRole('button', { name: `${orders.markPaid}: ${id}` });

  await test.step('the dialog offers the transfer naming the order, chosen, and asks why it is short', async () => {
    await expect(section.getByTestId(`transfer-${short}`)).toBeVisible();
    await markPaid(byTransfer).click();
    const dialog = page.getByRole('dialog', { name: fill(orders.markPaidTitle, { orderId: byTransfer }) });
    const transfers = dialog.getByTestId('mark-paid-transfers');
    await expect(transfers.getByRole('radio', { name: new RegExp('₫10,000,000') })).toBeChecked();
    await expect(transfers.getByRole('radio', { name: new RegExp('₫9,000,000') })).toBeVisible();
    await expect(dialog).toContainText(fill(unmatched.short, { missing: '₫4,990,000' }));
    await dialog.getByRole('button', { name: orders.markPaidConfirm }).click();
    await expect(dialog.getByText(messages('en-US', 'validation').REQUIRED)).toBeVisible();
    await dialog.getByLabel(unmatched.shortReason).fill('The rest was paid in cash at the office.');
    await dialog.getByRole('button', { name: orders.markPaidConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId(`transfer-${short}`)).toHaveCount(0);
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: byTransfer });
    await expect(row).toContainText(text('en-US').orderStatuses.fulfilled);
  });

  await test.step('paid another way, the transfer stays open and says its order is paid, with a link', async () => {
    await markPaid(otherwise).click();
    const dialog = page.getByRole('dialog', { name: fill(orders.markPaidTitle, { orderId: otherwise }) });
    await dialog.getByRole('radio', { name: orders.paidOtherwise }).check();
    await dialog.getByRole('button', { name: orders.markPaidConfirm }).click();
    await expect(dialog).toBeHidden();
    const warning = section.getByTestId(`transfer-${leftOpen}`).getByTestId('transfer-names-done-order');
    await expect(warning).toContainText(
      fill(unmatched.namedOrderDone, { orderId: otherwise, status: text('en-US').orderStatuses.fulfilled }),
    );
    await warning.getByRole('link', { name: fill(unmatched.openOrder, { orderId: otherwise }) }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${otherwise}$`));
  });
  await customerTab.context().close();
  await page.context().close();
});

test('the settling and cancelling buttons stay in view on a phone, in every language', async ({
  browser,
  request,
  baseURL,
}) => {
  const customerTab = await (await browser.newContext()).newPage();
  await customerPage(customerTab, request, baseURL!, 'en-US');
  const orderId = await placeOrder(customerTab.request, baseURL!, 'bank_transfer');
  const transferId = await bankNotice(request, 'so tai khoan sai', 2_000_000);
  for (const language of LANGUAGES) {
    const { users } = text(language);
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await adminPage(page, baseURL!, language);
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: orderId });
    for (const name of [users.orders.markPaid, users.orders.cancel]) {
      expect(await inView(row.getByRole('button', { name: `${name}: ${orderId}` }), 375), `${language} ${name}`).toBe(
        true,
      );
    }
    const transfer = page.getByTestId(`transfer-${transferId}`);
    await transfer.scrollIntoViewIfNeeded();
    for (const name of [users.unmatched.match, users.unmatched.markRefunded, users.unmatched.dismiss]) {
      const button = transfer.getByRole('button', { name: new RegExp(`^${name}:`) });
      expect(await inView(button, 375), `${language} ${name}`).toBe(true);
    }
    await page.context().close();
  }
  await customerTab.context().close();
});
