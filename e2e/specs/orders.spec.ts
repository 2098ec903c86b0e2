import { routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { mailsTo } from '../support/mailbox';
import { messages, orderMessages } from '../support/messages';
import { orderOnInvoice } from '../support/orders';

const vi = {
  auth: messages('vi', 'auth'),
  pricing: messages('vi', 'pricing'),
  invoice: orderMessages('vi').invoice,
  choice: orderMessages('vi').choice,
  orderStatuses: orderMessages('vi').orderStatuses,
  common: messages('vi', 'common'),
};

async function adminPage(page: Page, baseURL: string) {
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=orders');
}

test('a Vietnamese customer orders Pro by bank transfer, confirms it, and the admin marks it paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Trần Thị Hoa');
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'vi');

  await test.step("on the Vietnamese pricing page, logged out: Pro for 24 months, priced from the server's VND price", async () => {
    await page.goto('/pricing');
    const offer = page.getByTestId('bank-transfer-offer');
    await expect(offer.getByRole('heading', { name: vi.pricing.bank.heading })).toBeVisible();
    await offer
      .getByRole('combobox')
      .first()
      .selectOption({ label: vi.pricing.bank.monthsOption.replace('{{count}}', '24') });
    await expect(offer).toContainText('29.980.000');
    await page.getByTestId('buy-bank-pro').click();
  });

  await test.step('the login brings them to the invoice of their choice, not yet ordered', async () => {
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(vi.auth.fields.email).fill(customer.email);
    await page.getByRole('textbox', { name: vi.auth.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: vi.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/invoice_vi\?package=pro&months=24$/);
    await expect(page.getByTestId('choice-price')).toContainText('29.980.000');
  });

  const { content, orderId } = await test.step('ordering it shows the order, the bank details and the QR', async () => {
    await page.getByRole('button', { name: vi.choice.place }).click();
    const orderId = await orderOnInvoice(page, '/invoice_vi');
    const content = page.getByTestId('transfer-content');
    await expect(content).toHaveText(orderId);
    await expect(page.getByTestId('invoice-facts')).toContainText('Trần Thị Hoa');
    await expect(page.getByTestId('invoice-lines')).toContainText('29.980.000');
    await expect(page.getByTestId('bank-details')).toContainText('257678859');
    await expect(page.getByTestId('invoice-support')).toContainText('+84 28 1234 5678');
    const qr = page.getByTestId('vietqr');
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('data-payload')).toContain(
      `08${String(orderId.length).padStart(2, '0')}${orderId}6304`,
    );
    return { content, orderId };
  });

  await test.step('a reload shows the same order, not a new one', async () => {
    await page.reload();
    await expect(content).toHaveText(orderId);
  });

  await test.step("'confirm order': the order waits for review; the customer and the admin are e-mailed", async () => {
    await page.getByRole('button', { name: vi.invoice.confirm }).click();
    await expect(page.getByRole('status')).toContainText(orderId);
    await expect.poll(() => mailsTo(customer.email).some((mail) => mail.subject.includes(orderId))).toBe(true);
    await expect.poll(() => mailsTo(ADMIN.email).some((mail) => mail.subject.includes(orderId))).toBe(true);
  });

  const admin = await test.step('the admin sees it being checked and marks it paid after confirming', async () => {
    const admin = await (await browser.newContext()).newPage();
    await adminPage(admin, baseURL!);
    const row = admin.getByTestId('orders-table').getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('Payment being checked');
    await row.getByRole('button', { name: `Mark paid: ${orderId}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Mark order ${orderId} paid` });
    await expect(dialog).toContainText('29,980,000');
    await dialog.getByRole('button', { name: 'Mark the order paid' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Order ${orderId} is paid; the plan is active.`);
    await expect(row).toContainText('Paid and activated');
    // Paid, the order can no longer be marked paid or cancelled: only a refund the bank made can be recorded.
    await expect(row.getByRole('button')).toHaveCount(1);
    await expect(row.getByRole('button', { name: `Record refund: ${orderId}` })).toBeVisible();
    return admin;
  });

  await test.step('the customer has Pro, the order is paid, and the invoice opened again offers a new order', async () => {
    await page.goto('/profile');
    await expect(page.getByTestId('profile-type')).toContainText(vi.common.roles['5']);
    await expect(page.getByTestId(`my-order-${orderId}`)).toContainText(vi.orderStatuses.fulfilled);
    // Opened bare, it goes to the order this browser made, shows it paid, and forgets it.
    await page.goto('/invoice_vi');
    await expect(page).toHaveURL(new RegExp(`/invoice_vi\\?order=${orderId}$`));
    await expect(page.getByTestId('invoice-status')).toContainText(vi.orderStatuses.fulfilled);
    await expect(page.getByRole('button', { name: vi.invoice.newOrder })).toBeVisible();
    await expect(page.getByTestId('transfer-content')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('purchase_order'))).toBeNull();
    await page.goto('/invoice_vi');
    await expect(page.getByText(vi.invoice.noPurchase)).toBeVisible();
    await expect(page.getByRole('link', { name: vi.invoice.toPricing })).toBeVisible();
    await expect(page.getByTestId('transfer-content')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('purchase_order'))).toBeNull();
  });
  await page.context().close();
  await admin.context().close();
});

test('an admin cancels an open order with a reason the customer reads', async ({ browser, request, baseURL }) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Lê Văn Nam');
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, customer.email);
  await page.goto('/pricing');
  await page.getByTestId('buy-bank-premium').click();
  const orderId = await orderOnInvoice(page, '/invoice_vi');

  const admin = await (await browser.newContext()).newPage();
  await adminPage(admin, baseURL!);
  await admin.getByRole('button', { name: `Cancel: ${orderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Cancel order ${orderId}` });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Reason (the customer reads it)').fill('No transfer arrived.');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Order ${orderId} was cancelled.`);
  await expect
    .poll(() => mailsTo(customer.email).some((mail) => mail.text.includes('No transfer arrived.')))
    .toBe(true);

  // The invoice shows the order cancelled, the browser forgets it, and a click orders the same again.
  await page.reload();
  await expect(page.getByTestId('invoice-status')).toContainText(vi.orderStatuses.cancelled);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('purchase_order'))).toBeNull();
  await page.getByRole('button', { name: vi.invoice.newOrder }).click();
  await expect(page).not.toHaveURL(new RegExp(orderId));
  const newOrderId = await orderOnInvoice(page, '/invoice_vi');
  await expect(page.getByTestId('transfer-content')).toHaveText(newOrderId);
  await expect(page.getByTestId('invoice-lines')).toContainText(vi.common.roles['6']);
  await page.context().close();
  await admin.context().close();
});

test('a visitor opening /invoice_vi is sent home', async ({ page }) => {
  await useLanguage(page, 'vi');
  await page.goto('/invoice_vi');
  await expect(page).toHaveURL(/\/$/);
});

test('a bank notification pays an order by itself', async ({ browser, request, baseURL }) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Phạm Minh Tuấn');
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, customer.email);
  await page.goto('/pricing');
  await page.getByTestId('buy-bank-pro').click();
  const orderId = await orderOnInvoice(page, '/invoice_vi');

  // What SePay sends when the transfer lands: the content as the customer's bank app wrote it.
  const bank = clientOf(request, { authorization: 'Apikey e2e-bank-webhook-key-0123456789' });
  await bank.call(routes.payments.receiveBankTransfer, {
    body: {
      id: Date.now(),
      gateway: 'ACB',
      transactionDate: '2026-11-23 10:15:00',
      accountNumber: '257678859',
      content: `MBVCB.1234 ${orderId.toLowerCase()} chuyen tien`,
      transferType: 'in',
      transferAmount: 14_990_000,
      referenceCode: 'FT26327000042',
    },
  });

  await page.reload();
  await expect(page.getByTestId('invoice-status')).toContainText(vi.orderStatuses.fulfilled);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-type')).toContainText(vi.common.roles['5']);
  await expect(page.getByTestId(`my-order-${orderId}`)).toContainText(vi.orderStatuses.fulfilled);
  await page.context().close();
});
