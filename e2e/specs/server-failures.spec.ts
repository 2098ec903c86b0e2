import { WEB_PATHS } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD } from '../support/accounts';
import { useLanguage } from '../support/language';
import { type Language, messages } from '../support/messages';
import { failEveryWrite } from '../support/server-failure';

const REQUEST_ID = 'e2e0fa11ed0c0de1';

/** The reference the reader quotes to support, as their language words it, and its copy button. */
async function expectReference(page: Page, language: Language) {
  const common = messages(language, 'common');
  await expect(page.getByTestId('error-reference')).toHaveText(common.errors.reference.replace('{{id}}', REQUEST_ID));
  await expect(page.getByRole('button', { name: common.errors.copyReference })).toBeVisible();
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
    await failEveryWrite(page, REQUEST_ID);
    await page.getByLabel(auth.fields.email).fill('someone@oneclick.test');
    await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expectReference(page, language);
  });
}

test('the reference is copied as it reads', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await useLanguage(page, 'en-US');
  await page.goto(WEB_PATHS.forgotPassword);
  await failEveryWrite(page, REQUEST_ID);
  await page.getByLabel('E-mail').fill('someone@oneclick.test');
  await page.getByRole('button', { name: messages('en-US', 'auth').forgotPassword.submit }).click();
  await expectReference(page, 'en-US');
  await page.getByRole('button', { name: 'Copy the reference' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REQUEST_ID);
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
    await failEveryWrite(page, REQUEST_ID);
    await page.getByLabel(apply.phone).fill('+84 912 345 678');
    // The name, e-mail and country come from the account.
    await page.getByRole('button', { name: apply.submit }).click();
    await expect(page.getByRole('alert')).toContainText(apply.error);
    await expectReference(page, language);
  });
}

test('Generate Keys and the donation tell a failure on the server with its reference', async ({ page, baseURL }) => {
  const keys = messages('en-US', 'users').generate;
  const orders = messages('en-US', 'orders');
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=licence-keys-generate');
  await failEveryWrite(page, REQUEST_ID);
  await page.getByLabel(keys.quantity).fill('2');
  await page.getByLabel(keys.months).fill('6');
  await page.getByRole('button', { name: keys.submit }).click();
  await expectReference(page, 'en-US');

  await page.goto('/donation');
  await page.getByLabel(orders.donation.amount).fill('25');
  await page.getByRole('button', { name: orders.donation.pay }).click();
  await expectReference(page, 'en-US');
});
