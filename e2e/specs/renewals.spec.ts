import { expect, test } from '@playwright/test';
import { addCalendarMonths, routes } from '@oneclick/shared';
import { businessDate } from '../support/dates';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { seriousViolations } from '../support/accessibility';
import { clientOf } from '../support/api';
import { problemsAtEveryWidth } from '../support/layout';
import { useLanguage } from '../support/language';
import { dashboardMessages, messages, orderMessages } from '../support/messages';
import { customerWithPro, orderOnInvoice } from '../support/orders';
import { makeReseller } from '../support/resellers';

const common = messages('en-US', 'common');
const en = {
  renewals: messages('en-US', 'renewals'),
  orders: orderMessages('en-US'),
  users: dashboardMessages('en-US'),
};
const vi = { renewals: messages('vi', 'renewals') };
const th = { renewals: messages('th', 'renewals') };

test('a customer renews Pro from the profile, pays on the PayPal stand-in and has 12 more months from the old end', async ({
  playwright,
  page,
  baseURL,
}) => {
  const customer = await customerWithPro(playwright, baseURL!, 'Ada Lovelace');
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, customer.email);
  const before = await clientOf(page.request).call(routes.renewals.getMyRenewal);
  const renewedTo = addCalendarMonths(new Date(before.plan!.expiresAt), 12).toISOString();

  await test.step('the profile leads to /renew, which names the plan and its end', async () => {
    await page.goto('/profile');
    await page.getByTestId('profile-renew').click();
    await expect(page).toHaveURL(/\/renew$/);
    await expect(page.getByTestId('renewal')).toContainText(businessDate(before.plan!.expiresAt, 'en-US'));
  });

  await test.step('renewing orders Pro 12 months and opens its invoice, which extends from the current end', async () => {
    await page.getByTestId('renew').click();
    await orderOnInvoice(page, '/invoice_en');
    await expect(page.getByTestId('invoice-lines')).toContainText('Package: Pro 12 Months');
    const quote = page.getByTestId('upgrade-quote');
    await expect(quote).toContainText(common.planQuote.renewalHeading);
    await expect(quote).toContainText(businessDate(renewedTo, 'en-US'));
  });

  await test.step('paid on the stand-in, the profile shows the new end date', async () => {
    await page.getByRole('button', { name: en.orders.paypal.pay }).click();
    await page.getByRole('button', { name: 'Pay now (test)' }).click();
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('profile-expiry')).toHaveText(businessDate(renewedTo, 'en-US'));
  });

  await test.step('the reminders, turned off, stay off', async () => {
    const reminders = page.getByRole('switch', { name: en.renewals.profile.reminders });
    await expect(reminders).toBeChecked();
    await reminders.click({ force: true });
    await expect(reminders).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: en.renewals.profile.reminders })).not.toBeChecked();
  });
});

test('a Vietnamese customer renews by bank transfer with its VietQR code, and the bank’s notice extends the plan', async ({
  playwright,
  page,
  baseURL,
}) => {
  const customer = await customerWithPro(playwright, baseURL!, 'Nguyễn Văn Bình');
  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, customer.email);
  const before = await clientOf(page.request).call(routes.renewals.getMyRenewal);
  await page.goto('/renew');
  await page.getByRole('button', { name: vi.renewals.renew }).click();
  const orderId = await orderOnInvoice(page, '/invoice_vi');
  await expect(page.getByTestId('vietqr')).toBeVisible();
  await expect(page.getByTestId('transfer-content')).toHaveText(orderId);

  // What SePay sends when the transfer lands (see orders.spec.ts).
  const bank = clientOf(page.request, { authorization: 'Apikey e2e-bank-webhook-key-0123456789' });
  await bank.call(routes.payments.receiveBankTransfer, {
    body: {
      id: Date.now(),
      gateway: 'ACB',
      transactionDate: '2026-11-27 09:30:00',
      accountNumber: '257678859',
      content: `${orderId} gia han`,
      transferType: 'in',
      transferAmount: 14_990_000,
      referenceCode: 'FT26331000007',
    },
  });
  await page.goto('/profile');
  await expect(page.getByTestId('profile-expiry')).toHaveText(
    businessDate(addCalendarMonths(new Date(before.plan!.expiresAt), 12), 'vi'),
  );
});

test('a Thai customer’s renewal goes to the sales agent', async ({ playwright, page, baseURL }) => {
  const customer = await customerWithPro(playwright, baseURL!, 'Somchai Jaidee');
  await useLanguage(page, 'th');
  await logInPage(page, baseURL!, customer.email);
  const site = await clientOf(page.request).call(routes.site.getSite);
  await page.goto('/renew');
  await expect(page.getByRole('link', { name: th.renewals.contactSalesAgent })).toHaveAttribute(
    'href',
    site.thaiSalesAgentUrl,
  );
});

test('a reseller renews a client whose plan ends next month from the Renewals section, with a key of the package', async ({
  playwright,
  page,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const reseller = await createVerifiedAccount(request, baseURL!, 'Bàn Ghế Phương Nam');
  const client = await createVerifiedAccount(request, baseURL!, 'Xưởng Tủ Bếp An Khang');
  await request.dispose();
  await makeReseller(playwright, await playwright.request.newContext({ baseURL }), baseURL!, reseller, 20);
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const adminApi = clientOf(admin);
  const { id: resellerId } = await adminApi.call(routes.users.lookUpUser, { query: { email: reseller.email } });
  for (const months of [1, 12]) {
    await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
      body: { quantity: 1, accountType: 5, months, resellerId },
    });
  }
  await admin.dispose();
  const seller = await signedInApi(playwright, baseURL!, reseller.email, PASSWORD);
  const sellerApi = clientOf(seller);
  const keys = await sellerApi.call(routes.licenceKeys.listLicenceKeys, { query: { status: 'unused' } });
  const oneMonth = keys.items.find((key) => key.months === 1);
  const { expiresAt } = await sellerApi.call(routes.licenceKeys.redeemLicenceKey, {
    body: { customerEmail: client.email, code: oneMonth!.code },
  });
  await seller.dispose();

  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, reseller.email);
  await page.goto('/users?section=renewals');
  const row = page.getByTestId('renewals-table').getByRole('row').filter({ hasText: client.email });
  await expect(row).toContainText(businessDate(expiresAt, 'en-US'));
  await expect(row).toContainText('1 unused key of this package');
  await test.step('the list with a client in it passes axe and fits every width', async () => {
    expect(await seriousViolations(page, 'renewals')).toEqual([]);
    expect(await problemsAtEveryWidth(page, 'renewals')).toEqual([]);
  });
  await row.getByRole('button', { name: en.renewals.section.renewWithKey }).click();
  await expect(
    page.getByText(
      `${client.name} renewed: Pro until ${businessDate(addCalendarMonths(new Date(expiresAt), 12), 'en-US')}.`,
    ),
  ).toBeVisible();
  // Its new end is more than 60 days away: the client leaves the list.
  await expect(row).toHaveCount(0);
  await expect(page.getByText(en.renewals.section.none)).toBeVisible();

  await test.step('their Summary Sale tells this month’s renewal from the new sale', async () => {
    await page.goto('/users?section=sales-summary');
    await expect(page.getByTestId('sales-renewals')).toBeVisible();
    await page.getByText(en.users.sales.newAndRenewed).click();
    const thisMonth = page.locator('figure table tbody tr').last();
    await expect(thisMonth.locator('td')).toHaveText(['1', '1']);
    await expect(page.locator('figure table thead th')).toHaveText([
      en.users.sales.month,
      en.users.sales.newActivations,
      en.users.sales.renewedActivations,
    ]);
  });
});
