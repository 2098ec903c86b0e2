import { randomBytes, randomInt } from 'node:crypto';
import { apiPathOf, routes, WEB_PATHS } from '@oneclick/shared';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ADMIN,
  createAdmin,
  createEditor,
  createVerifiedAccount,
  logInPage,
  openAccountMenu,
  PASSWORD,
  signedInApi,
} from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { linkMailedTo } from '../support/mailbox';
import { dashboardMessages, messages, orderMessages } from '../support/messages';
import { bankNotice, customerWithPro, placeOrder } from '../support/orders';
import { makeReseller } from '../support/resellers';
import { enrolTotp } from '../support/second-factor';
import { expectReference, failEveryWrite } from '../support/server-failure';

// Every form and confirmation dialog a person submits, by role, with the server failing each write:
// each must show the failure's reference, once, where the reader is looking.

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const tag = () => randomBytes(3).toString('hex');

/**
 * Goes through the pages of `table` (its page buttons named `pagesLabel`) until `row` shows: other
 * specs add Thai categories and posts meanwhile, newest first, which may push this spec's own past
 * the first page. A page's rows arrive a moment after its button is pressed: each gets a few
 * seconds to show the row.
 */
async function pageTo(page: Page, table: Locator, pagesLabel: string, row: Locator) {
  const pages = page.locator(`.mantine-Pagination-root[aria-label="${pagesLabel}"]`);
  const { pagination } = messages('th', 'common');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (let number = 2; ; number += 1) {
    const shown = await row.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    await pages.getByRole('button', { name: pagination.page.replace('{{page}}', String(number)), exact: true }).click();
  }
}

/** The software on a computer asking to sign in: its code waits for the account's decision on /device. */
async function askToSignIn(request: APIRequestContext, hostname: string) {
  const machine = { fingerprint: `fingerprint-${tag()}`, hostname, os: 'Windows 11', version: '2.4.0' };
  const started = await clientOf(request).call(routes.device.startDeviceAuthorization, { body: machine });
  return { machine, userCode: started.user_code, deviceCode: started.device_code };
}

/** A computer the signed-in account of `page` approved, holding one of its seats. */
async function addComputer(page: Page, request: APIRequestContext, baseURL: string, hostname: string) {
  const asking = await askToSignIn(request, hostname);
  await clientOf(page.request, { origin: baseURL }).call(routes.device.decideDeviceRequest, {
    body: { userCode: asking.userCode, decision: 'approve' },
  });
  const { access_token: accessToken } = await clientOf(request).call(routes.device.exchangeDeviceCode, {
    body: { device_code: asking.deviceCode },
  });
  await clientOf(request, { authorization: `Bearer ${accessToken}` }).call(routes.licences.activateMachine, {
    body: { ...asking.machine, nonce: `nonce-${tag()}-for-server-failures` },
  });
}

for (const [language, width] of [
  ['th', 375],
  ['en-US', 1280],
] as const) {
  test(`the login tells a failure on the server with its reference (${language}, ${width} px)`, async ({ page }) => {
    const auth = messages(language, 'auth');
    await page.setViewportSize({ width, height: 800 });
    await useLanguage(page, language);
    await page.goto('/login');
    const failures = await failEveryWrite(page);
    await page.getByLabel(auth.fields.email).fill('someone@oneclick.test');
    await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expectReference(page, failures, language);
  });
}

test('the reference is copied as it reads', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await useLanguage(page, 'en-US');
  await page.goto(WEB_PATHS.forgotPassword);
  const failures = await failEveryWrite(page);
  await page.getByLabel('E-mail').fill('someone@oneclick.test');
  await page.getByRole('button', { name: messages('en-US', 'auth').forgotPassword.submit }).click();
  const requestId = await expectReference(page, failures, 'en-US');
  await page.getByRole('button', { name: 'Copy the reference' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(requestId);
  await context.close();
});

for (const language of ['en-US', 'vi'] as const) {
  test(`the reseller application tells a failure on the server with its reference (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const apply = messages(language, 'resellers').apply;
    const customer = await createVerifiedAccount(request, baseURL!, 'Lan Applicant');
    await useLanguage(page, language);
    await logInPage(page, baseURL!, customer.email);
    await page.goto('/be_reseller');
    const failures = await failEveryWrite(page);
    // The name, e-mail and country come from the account, once the page has read the session.
    await expect(page.getByRole('textbox', { name: apply.name, exact: true })).toHaveValue(customer.name);
    await page.getByLabel(apply.phone).fill('+84 912 345 678');
    await page.getByRole('button', { name: apply.submit }).click();
    await expect(page.getByRole('alert')).toContainText(apply.error);
    await expectReference(page, failures, language);
  });
}

test("a visitor's forms tell a failure on the server with its reference", async ({ page, request, baseURL }) => {
  const en = {
    auth: messages('en-US', 'auth'),
    orders: orderMessages('en-US'),
    secondFactor: messages('en-US', 'second-factor'),
  };
  const account = await createVerifiedAccount(request, baseURL!, 'Forgetful Visitor');
  const since = Date.now();
  await clientOf(request, { origin: baseURL! }).call(routes.auth.requestPasswordReset, {
    body: { email: account.email },
  });
  const link = await linkMailedTo(account.email, WEB_PATHS.resetPassword, since);
  await useLanguage(page, 'en-US');
  // The link is checked as the page opens, before the server fails.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('textbox', { name: en.auth.fields.newPassword, exact: true })).toBeVisible();
  const failures = await failEveryWrite(page);

  await test.step('a new password from the e-mailed link', async () => {
    await page.getByRole('textbox', { name: en.auth.fields.newPassword, exact: true }).fill('spruce carcass 2026');
    await page.getByLabel(en.auth.fields.newPassword2).fill('spruce carcass 2026');
    await page.getByRole('button', { name: en.auth.resetPassword.submit }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('registering', async () => {
    await page.goto('/register');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(en.auth.fields.name).fill('Trần Thị Hoa');
    await form.getByLabel(en.auth.fields.email).fill(`visitor-${tag()}@factory.test`);
    await form.getByRole('textbox', { name: en.auth.fields.password, exact: true }).fill(PASSWORD);
    await form.getByLabel(en.auth.fields.password2).fill(PASSWORD);
    await form.getByRole('combobox', { name: en.auth.fields.country }).selectOption('VN');
    await form.getByRole('button', { name: en.auth.register.submit }).click();
    await expectReference(page, failures, 'en-US', form);
  });

  await test.step('signing in with a passkey', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: en.secondFactor.passkeySignIn }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('donating', async () => {
    await page.goto('/donation');
    await page.getByLabel(en.orders.donation.amount).fill('25');
    await page.getByRole('button', { name: en.orders.donation.pay }).click();
    await expectReference(page, failures, 'en-US', page.getByRole('main').locator('form'));
  });

  await test.step('a sign-in link asked for by a paused login', async () => {
    // The login answers as for an account whose sign-ins are paused; the link is what fails.
    await page.route(`**${apiPathOf(routes.auth.logIn)}`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Slow down', details: { retryAfterSeconds: 600 } }),
      }),
    );
    await page.goto('/login');
    await page.getByLabel(en.auth.fields.email).fill(account.email);
    await page.getByRole('textbox', { name: en.auth.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
    const problem = page.getByTestId('login-problem');
    await problem.getByRole('button', { name: en.auth.login.sendLink }).click();
    await expectReference(page, failures, 'en-US', problem);
  });
});

test("a customer's forms and dialogs tell a failure on the server with its reference", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const en = {
    auth: messages('en-US', 'auth'),
    orders: orderMessages('en-US'),
    renewals: messages('en-US', 'renewals'),
    licences: messages('en-US', 'licences'),
    secondFactor: messages('en-US', 'second-factor'),
    common: messages('en-US', 'common'),
  };
  const customer = await customerWithPro(playwright, baseURL!, 'Failing Customer');
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, customer.email);
  const bankOrder = await placeOrder(page.request, baseURL!, 'bank_transfer');
  const paypalOrder = await placeOrder(page.request, baseURL!, 'paypal');
  const asking = await askToSignIn(request, 'NEW-WORKSHOP-PC');
  await addComputer(page, request, baseURL!, 'OLD-WORKSHOP-PC');

  // The authenticator app's set-up starts on the server; its code is what the server fails to check.
  await page.goto('/security');
  const totp = page.getByTestId('totp-section');
  await totp.getByRole('button', { name: en.secondFactor.totp.setUp }).click();
  await expect(page.getByTestId('totp-enrolment')).toBeVisible();
  const failures = await failEveryWrite(page);

  await test.step('/security: the authenticator app and a passkey', async () => {
    await totp.getByRole('textbox', { name: en.secondFactor.totp.code }).fill('123456');
    await totp.getByRole('button', { name: en.secondFactor.totp.confirm, exact: true }).click();
    await expectReference(page, failures, 'en-US', totp);
    const passkeys = page.getByTestId('passkeys-section');
    await passkeys.getByRole('button', { name: en.secondFactor.passkeys.add }).click();
    await expectReference(page, failures, 'en-US', passkeys);
  });

  await test.step('/profile: the company on receipts and the renewal reminders', async () => {
    await page.goto('/profile');
    const company = page.getByTestId('company-form');
    await company.getByLabel(en.orders.company.name).fill('Xưởng Mộc An Phú');
    await company.getByRole('button', { name: en.orders.company.save }).click();
    await expectReference(page, failures, 'en-US');
    await page.getByRole('switch', { name: en.renewals.profile.reminders }).click({ force: true });
    await expectReference(page, failures, 'en-US');
  });

  await test.step('/profile: a computer freed, an order paid again and one cancelled', async () => {
    const machines = page.getByTestId('my-machines');
    await machines
      .getByRole('button', { name: fill(en.licences.machines.releaseLabel, { hostname: 'OLD-WORKSHOP-PC' }) })
      .click();
    await page
      .getByRole('dialog', { name: en.licences.machines.confirmTitle })
      .getByRole('button', { name: en.licences.machines.confirm })
      .click();
    await expectReference(page, failures, 'en-US', machines);

    const orders = page.getByTestId('my-orders');
    await orders.getByRole('button', { name: `${en.orders.history.pay}: ${paypalOrder}` }).click();
    await expectReference(page, failures, 'en-US', orders);
    await orders.getByRole('button', { name: `${en.orders.history.cancel}: ${bankOrder}` }).click();
    const dialog = page.getByRole('dialog', { name: fill(en.orders.history.cancelTitle, { orderId: bankOrder }) });
    await dialog.getByRole('button', { name: en.orders.history.cancelConfirm }).click();
    await expectReference(page, failures, 'en-US', orders);
  });

  await test.step('/change_password', async () => {
    await page.goto('/change_password');
    await page.getByLabel(en.auth.fields.currentPassword).fill(PASSWORD);
    await page.getByRole('textbox', { name: en.auth.fields.newPassword, exact: true }).fill('pine shelving unit 88');
    await page.getByLabel(en.auth.fields.newPassword2).fill('pine shelving unit 88');
    await page.getByRole('button', { name: en.auth.changePassword.submit }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('/device: the software asking to sign in, approved', async () => {
    await page.goto(`/device?code=${asking.userCode}`);
    const asked = page.getByTestId('device-request');
    await asked.getByRole('button', { name: en.licences.device.approve, exact: true }).click();
    await expectReference(page, failures, 'en-US', asked);
  });

  await test.step('logging out', async () => {
    await (await openAccountMenu(page)).getByRole('menuitem', { name: en.common.menu.logout }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('the invoices: paid with PayPal, a transfer confirmed, the order made; Buy and Renew', async () => {
    await page.evaluate((id) => localStorage.setItem('purchase_order', `paypal:${id}`), paypalOrder);
    await page.goto('/invoice_en');
    await page.getByTestId('pay-with-paypal').click();
    await expectReference(page, failures, 'en-US');

    await page.evaluate((id) => localStorage.setItem('purchase_order', `bank_transfer:${id}`), bankOrder);
    await page.goto('/invoice_vi');
    await page.getByRole('button', { name: en.orders.invoice.confirm }).click();
    await expectReference(page, failures, 'en-US');

    // A package chosen on /pricing, kept in local storage: the invoice's button orders it.
    await page.evaluate(() => {
      localStorage.setItem('purchase_package', 'pro');
      localStorage.setItem('purchase_months', '12');
      localStorage.removeItem('purchase_order');
    });
    await page.goto('/invoice_en');
    await page.getByTestId('place-order').click();
    await expectReference(page, failures, 'en-US', page.getByTestId('plan-choice'));

    await page.goto('/pricing');
    const premium = page.locator('[data-plan="premium"]');
    await premium.getByTestId('buy-premium').click();
    await expectReference(page, failures, 'en-US', premium);

    await page.goto('/renew');
    await page.getByTestId('renew').click();
    await expectReference(page, failures, 'en-US', page.getByTestId('renewal'));
  });
});

test("a reseller's forms and dialogs tell a failure on the server with its reference (vi)", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const vi = {
    users: dashboardMessages('vi'),
    orders: orderMessages('vi'),
    renewals: messages('vi', 'renewals'),
    secondFactor: messages('vi', 'second-factor'),
  };
  const reseller = await createVerifiedAccount(request, baseURL!, 'Đại Lý Phương Nam');
  const client = await createVerifiedAccount(request, baseURL!, 'Xưởng Tủ Bếp An Khang');
  await makeReseller(playwright, request, baseURL!, reseller, 20);
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const adminApi = clientOf(admin);
  const { id: resellerId } = await adminApi.call(routes.users.lookUpUser, { query: { email: reseller.email } });
  const keyOf = async (months: number) => {
    const { keys } = await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
      body: { quantity: 1, accountType: 5, months, resellerId },
    });
    return keys[0]!.code;
  };
  const oneMonth = await keyOf(1);
  const twelveMonths = await keyOf(12);
  await admin.dispose();

  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, reseller.email);
  // The client's plan ends next month: the Renewals section offers to renew it with the unused key.
  await clientOf(page.request, { origin: baseURL! }).call(routes.licenceKeys.redeemLicenceKey, {
    body: { customerEmail: client.email, code: oneMonth },
  });
  await enrolTotp(page.request, baseURL!);

  // The key is checked for the client before the server fails; confirming it is what fails.
  await page.goto('/users?section=licence-keys-redeem');
  const activate = page.getByTestId('activate-user-form');
  await activate.getByLabel(vi.users.activate.email).fill(client.email);
  await activate.getByLabel(vi.users.activate.code).fill(twelveMonths);
  await activate.getByRole('button', { name: vi.users.activate.submit }).click();
  await expect(page.getByTestId('activation-quote')).toBeVisible();
  const failures = await failEveryWrite(page);

  await test.step('Activate User: the activation confirmed, and the key checked', async () => {
    await page.getByTestId('confirm-activation').click();
    await expectReference(page, failures, 'vi');
    await page.getByRole('button', { name: vi.users.activate.change }).click();
    await activate.getByRole('button', { name: vi.users.activate.submit }).click();
    await expectReference(page, failures, 'vi');
  });

  await test.step('Buy keys', async () => {
    await page.goto('/users?section=orders-buy-keys');
    const form = page.getByTestId('buy-keys-form');
    await form.getByRole('button', { name: vi.orders.paypal.pay }).click();
    await expectReference(page, failures, 'vi', form);
  });

  await test.step('Renewals: a client renewed with a key', async () => {
    await page.goto('/users?section=renewals');
    const row = page.getByTestId('renewals-table').getByRole('row').filter({ hasText: client.email });
    await row.getByRole('button', { name: vi.renewals.section.renewWithKey }).click();
    await expectReference(page, failures, 'vi');
  });

  await test.step('/security: the authenticator app removed, new recovery codes', async () => {
    await page.goto('/security');
    const totp = page.getByTestId('totp-section');
    await totp.getByRole('button', { name: vi.secondFactor.totp.remove }).click();
    await page
      .getByRole('dialog', { name: vi.secondFactor.totp.removeTitle })
      .getByRole('button', { name: vi.secondFactor.totp.remove })
      .click();
    await expectReference(page, failures, 'vi', totp);
    const recovery = page.getByTestId('recovery-section');
    await recovery.getByRole('button', { name: vi.secondFactor.recovery.renew }).click();
    await page
      .getByRole('dialog', { name: vi.secondFactor.recovery.renew })
      .getByRole('button', { name: vi.secondFactor.recovery.renewConfirm })
      .click();
    await expectReference(page, failures, 'vi', recovery);
  });
});

test("an admin's forms and dialogs tell a failure on the server with its reference", async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const en = {
    users: dashboardMessages('en-US'),
    secondFactor: messages('en-US', 'second-factor'),
    common: messages('en-US', 'common'),
  };
  const { users } = en;
  const deleting = () => page.getByRole('dialog', { name: en.common.confirm.title, exact: true });
  const customer = await createVerifiedAccount(request, baseURL!, 'Failing Buyer');
  const customerApi = await signedInApi(playwright, baseURL!, customer.email, PASSWORD);
  const order = await placeOrder(customerApi, baseURL!, 'bank_transfer');
  await customerApi.dispose();
  const transfer = await bankNotice(request, `chuyen tien ${tag()}`, 14_990_000);
  const applicant = await createVerifiedAccount(request, baseURL!, 'Waiting Applicant');
  await clientOf(request, { origin: baseURL! }).call(routes.resellers.submitResellerApplication, {
    body: { name: applicant.name, email: applicant.email, phone: '+84 912 345 678', country: 'VN', language: 'en-US' },
  });
  const reseller = await createVerifiedAccount(request, baseURL!, `Reseller ${tag()}`);
  await makeReseller(playwright, request, baseURL!, reseller, 15);

  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  const adminApi = clientOf(page.request, { origin: baseURL! });
  const [key] = (
    await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
      body: { quantity: 1, accountType: 5, months: 12, resellerId: null },
    })
  ).keys;
  const draftVersion = `0.3.${randomInt(0, 10_000)}`;
  await adminApi.call(routes.releases.createRelease, {
    body: { version: draftVersion, notes: { vi: 'Bản nháp.', 'en-US': 'A draft.', th: 'ฉบับร่าง' } },
  });
  await page.goto('/users?section=licence-keys-generate');
  const failures = await failEveryWrite(page);

  await test.step('Generate Keys', async () => {
    await page.getByLabel(users.generate.quantity).fill('2');
    await page.getByLabel(users.generate.months).fill('6');
    await page.getByRole('button', { name: users.generate.submit }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('Licence keys: a key reassigned, a key deleted', async () => {
    await page.goto('/users?section=licence-keys');
    await page.getByRole('textbox', { name: users.search.keys }).fill(key!.code);
    await page.getByRole('button', { name: users.search.submit, exact: true }).click();
    await page.getByRole('button', { name: `${users.keys.reassign}: ${key!.code}` }).click();
    const dialog = page.getByRole('dialog', { name: users.keys.reassignTitle });
    await dialog.getByRole('combobox', { name: users.keys.newOwner }).fill(reseller.email);
    await page.getByRole('option', { name: `${reseller.name} (${reseller.email})` }).click();
    await dialog.getByRole('button', { name: users.keys.reassignConfirm }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: users.keys.reassignKeep }).click();
    await page.getByRole('button', { name: `${users.keys.delete}: ${key!.code}` }).click();
    await deleting().getByRole('button', { name: users.keys.deleteConfirm }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('Users: a role changed, a second factor reset, editor access given', async () => {
    await page.goto('/users?section=users');
    await page.getByRole('searchbox', { name: users.users.search }).fill(customer.email);
    await page.getByRole('button', { name: `${users.users.manage}: ${customer.email}` }).click();
    const manage = page.getByRole('dialog', { name: fill(users.manage.title, { name: customer.name }) });
    await manage.getByLabel(users.manage.role).selectOption('1');
    await manage.getByRole('button', { name: users.manage.saveRole }).click();
    await expectReference(page, failures, 'en-US', manage);
    await manage.getByRole('button', { name: users.manage.resetSecondFactor }).click();
    await page
      .getByRole('dialog', { name: fill(users.manage.resetTitle, { name: customer.name }) })
      .getByRole('button', { name: users.manage.resetConfirm })
      .click();
    await expectReference(page, failures, 'en-US', manage);
    await page.keyboard.press('Escape');
    await expect(manage).toHaveCount(0);

    await page.getByLabel(users.editors.email).fill(customer.email);
    await page.getByLabel(users.editors.scope).selectOption('vi');
    await page.getByRole('button', { name: users.editors.save }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('Orders: marked paid, cancelled; a transfer matched, refunded, dismissed', async () => {
    await page.goto('/users?section=orders');
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: order });
    await row.getByRole('button', { name: `${users.orders.markPaid}: ${order}` }).click();
    let dialog = page.getByRole('dialog', { name: fill(users.orders.markPaidTitle, { orderId: order }) });
    await dialog.getByRole('button', { name: users.orders.markPaidConfirm }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: users.orders.markPaidKeep }).click();

    await row.getByRole('button', { name: `${users.orders.cancel}: ${order}` }).click();
    dialog = page.getByRole('dialog', { name: fill(users.orders.cancelTitle, { orderId: order }) });
    await dialog.getByLabel(users.orders.reason).fill('Ordered twice by mistake.');
    await dialog.getByRole('button', { name: users.orders.confirmCancel }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: users.orders.keep }).click();

    const { unmatched } = users;
    const transferRow = page.getByTestId(`transfer-${transfer}`);
    const action = (name: string) => transferRow.getByRole('button', { name: new RegExp(`^${name}:`) });
    await action(unmatched.match).click();
    dialog = page.getByRole('dialog', { name: fill(unmatched.matchTitle, { amount: '₫14,990,000' }) });
    await dialog.getByLabel(unmatched.search).fill(customer.email);
    await dialog.getByRole('button', { name: unmatched.searchButton }).click();
    await dialog.getByRole('radio', { name: new RegExp(order) }).check();
    await dialog.getByRole('button', { name: unmatched.matchConfirm }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await page.keyboard.press('Escape');

    await action(unmatched.markRefunded).click();
    dialog = page.getByRole('dialog', { name: fill(unmatched.refundTitle, { amount: '₫14,990,000' }) });
    await dialog.getByLabel(unmatched.refundNote).fill('Returned by ACB');
    await dialog.getByRole('button', { name: unmatched.refundConfirm }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: unmatched.keepOpen }).click();

    await action(unmatched.dismiss).click();
    dialog = page.getByRole('dialog', { name: fill(unmatched.dismissTitle, { amount: '₫14,990,000' }) });
    await dialog.getByLabel(unmatched.dismissReason).fill('Our own test transfer');
    await dialog.getByRole('button', { name: unmatched.dismissConfirm }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: unmatched.keepOpen }).click();
  });

  await test.step('Pending Resellers: an application approved, then declined', async () => {
    await page.goto('/users?section=resellers-applications');
    const card = page.getByTestId('reseller-application').filter({ hasText: applicant.email });
    await card.getByLabel(users.applications.commission).fill('20');
    await card.getByRole('button', { name: users.applications.approve }).click();
    await page
      .getByRole('dialog', { name: fill(users.applications.approveTitle, { name: applicant.name }) })
      .getByRole('button', { name: fill(users.applications.confirmApprove, { rate: 20 }) })
      .click();
    await expectReference(page, failures, 'en-US');
    await card.getByRole('button', { name: users.applications.decline }).click();
    const dialog = page.getByRole('dialog', { name: fill(users.applications.declineTitle, { name: applicant.name }) });
    await dialog.getByLabel(users.applications.reason).fill('We have a reseller in this province.');
    await dialog.getByRole('button', { name: users.applications.confirmDecline }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await dialog.getByRole('button', { name: users.applications.keepWaiting }).click();
  });

  await test.step('Resellers: a commission changed, a reseller revoked', async () => {
    await page.goto('/users?section=resellers');
    const row = page.getByTestId('resellers-table').getByRole('row').filter({ hasText: reseller.email });
    await row.getByRole('button', { name: `${users.resellers.changeRate}: ${reseller.name}` }).click();
    const dialog = page.getByRole('dialog', { name: fill(users.resellers.rateTitle, { name: reseller.name }) });
    await dialog.getByLabel(users.resellers.rate).fill('25');
    await dialog.getByRole('button', { name: users.resellers.save }).click();
    await expectReference(page, failures, 'en-US', dialog);
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `${users.resellers.revoke}: ${reseller.name}` }).click();
    await page
      .getByRole('dialog', { name: users.resellers.revokeTitle })
      .getByRole('button', { name: users.resellers.revokeConfirm })
      .click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('Releases: a version published, a draft deleted', async () => {
    await page.goto('/users?section=releases');
    const form = page.getByTestId('publish-release-form');
    await form.getByRole('textbox', { name: users.releases.version }).fill(`0.4.${randomInt(0, 10_000)}`);
    await form.getByLabel(fill(users.releases.notes, { language: 'Tiếng Việt' })).fill('Sửa lỗi.');
    await form.getByLabel(fill(users.releases.notes, { language: 'English' })).fill('Fixes.');
    await form.getByLabel(fill(users.releases.notes, { language: 'ไทย' })).fill('แก้ไข');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'oneclick.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0005\u0006') });
    await form.getByRole('button', { name: users.releases.publish }).click();
    await expectReference(page, failures, 'en-US');
    await page.getByRole('button', { name: `${users.releases.delete}: ${draftVersion}` }).click();
    await deleting().getByRole('button', { name: users.releases.deleteConfirm }).click();
    await expectReference(page, failures, 'en-US');
  });

  await test.step('/security: a passkey removed, new recovery codes', async () => {
    const { passkeys, recovery } = en.secondFactor;
    await page.goto('/security');
    const section = page.getByTestId('passkeys-section');
    await section
      .getByRole('button', { name: new RegExp(`^${fill(passkeys.removeLabel, { name: '' })}`) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: passkeys.removeTitle })
      .getByRole('button', { name: passkeys.removeConfirm })
      .click();
    await expectReference(page, failures, 'en-US', section);
    const codes = page.getByTestId('recovery-section');
    await codes.getByRole('button', { name: recovery.renew }).click();
    await page
      .getByRole('dialog', { name: recovery.renew })
      .getByRole('button', { name: recovery.renewConfirm })
      .click();
    await expectReference(page, failures, 'en-US', codes);
  });

  await test.step('/security of a new admin: the setup link e-mailed again', async () => {
    const newAdmin = await createAdmin(playwright, request, baseURL!, 'Newly Made Admin');
    const fresh = await (await browser.newContext()).newPage();
    await useLanguage(fresh, 'en-US');
    await logInPage(fresh, baseURL!, newAdmin.email);
    await fresh.goto('/security');
    const freshFailures = await failEveryWrite(fresh);
    const notice = fresh.getByTestId('setup-link-needed');
    await notice.getByRole('button', { name: en.secondFactor.setupLink.sendAgain }).click();
    await expectReference(fresh, freshFailures, 'en-US', notice);
    await fresh.context().close();
  });
});

test("an editor's forms and dialogs tell a failure on the server with its reference (th)", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { fields, cms, modal } = messages('th', 'cms');
  const deleting = () => page.getByRole('dialog', { name: messages('th', 'common').confirm.title, exact: true });
  const editor = await createEditor(playwright, request, baseURL!, 'TH');
  const category = `พื้นฐานตู้ ${tag()}`;
  const title = `บานพับและมือจับ ${tag()}`;
  const editorApi = await signedInApi(playwright, baseURL!, editor.email, PASSWORD);
  const asEditor = clientOf(editorApi);
  const { id: categoryId } = await asEditor.call(routes.cms.createCategory, { body: { name: category, lang: 'th' } });
  await asEditor.call(routes.cms.createPost, {
    body: {
      title,
      shortDescription: 'ติดบานพับและมือจับ',
      youtubeUrl: 'https://youtu.be/Ab3_cD4-eF5',
      lang: 'th',
      categoryId,
    },
  });
  await editorApi.dispose();

  await useLanguage(page, 'th');
  await logInPage(page, baseURL!, editor.email);
  await page.goto('/write_post');
  const failures = await failEveryWrite(page);

  await test.step('/write_post: a category added, a post written', async () => {
    const categoryForm = page.getByTestId('category-form');
    await categoryForm.getByRole('textbox', { name: fields.name }).fill(`หมวดใหม่ ${tag()}`);
    await categoryForm.getByRole('button', { name: cms.addCategory }).click();
    await expectReference(page, failures, 'th');

    const postForm = page.getByTestId('post-form');
    await postForm.getByRole('textbox', { name: fields.title }).fill(`โพสต์ใหม่ ${tag()}`);
    await postForm.getByRole('textbox', { name: fields.shortDescription }).fill('วิธีติดตั้ง');
    await postForm.getByRole('textbox', { name: fields.youtubeUrl }).fill('https://youtu.be/Ab3_cD4-eF5');
    await postForm.getByRole('combobox', { name: fields.category }).click();
    await page.getByRole('option', { name: category }).click();
    await postForm.getByRole('button', { name: modal.save }).click();
    await expectReference(page, failures, 'th');
  });

  await test.step('/cms: a category renamed and deleted, a post edited and deleted', async () => {
    await page.goto('/cms');
    const categoryRow = page.getByRole('row').filter({ has: page.locator(`input[value="${category}"]`) });
    await pageTo(page, page.getByTestId('categories-table'), cms.categories, categoryRow);
    await categoryRow.getByRole('textbox', { name: fields.name }).fill(`${category} (2)`);
    await categoryRow.getByRole('textbox', { name: fields.name }).press('Tab');
    await expectReference(page, failures, 'th');
    await page.getByRole('button', { name: `${cms.delete}: ${category}` }).click();
    await deleting().getByRole('button', { name: cms.deleteCategory }).click();
    await expectReference(page, failures, 'th');

    await pageTo(
      page,
      page.getByTestId('posts-table'),
      cms.posts,
      page.getByRole('button', { name: `${cms.edit}: ${title}` }),
    );
    await page.getByRole('button', { name: `${cms.edit}: ${title}` }).click();
    const editing = page.getByRole('dialog', { name: modal.editTitle });
    await editing.getByRole('textbox', { name: fields.title }).fill(`${title} (2)`);
    await editing.getByRole('button', { name: modal.save }).click();
    await expectReference(page, failures, 'th', editing);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `${cms.delete}: ${title}` }).click();
    await deleting().getByRole('button', { name: cms.deletePost }).click();
    await expectReference(page, failures, 'th');
  });

  await test.step('/security: an authenticator app set up', async () => {
    await page.goto('/security');
    const totp = page.getByTestId('totp-section');
    await totp.getByRole('button', { name: messages('th', 'second-factor').totp.setUp }).click();
    await expectReference(page, failures, 'th', totp);
  });
});
