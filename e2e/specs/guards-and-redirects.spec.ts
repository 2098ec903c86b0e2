import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm, openAccountMenu } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { orderOnInvoice } from '../support/orders';

test('visiting /profile or /change_password while logged out returns there after login', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  await useLanguage(page, 'en-US');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/change_password');
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/change_password$/);
});

test('the link the software opens, followed while logged out, comes back with its code after login', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  const started = await clientOf(request).call(routes.device.startDeviceAuthorization, {
    body: { fingerprint: 'fingerprint-e2e-guard', hostname: 'XUONG-3', os: 'Windows 11', version: '2.4.0' },
  });
  const link = new URL(started.verification_uri_complete);
  await useLanguage(page, 'en-US');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('device-request')).toContainText('XUONG-3');
});

test('Buy now while logged out leads back to the invoice after login', async ({ page, request, baseURL }) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  await useLanguage(page, 'en-US');
  await page.goto('/pricing');
  await page.getByTestId('buy-pro').click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/invoice_en\?package=pro&months=12$/);
  await expect(page.getByTestId('plan-choice')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('next_url'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('purchase_package'))).toBe('pro');

  // Signed in, Buy makes the order at once.
  await page.goto('/pricing');
  await page.getByTestId('buy-premium').click();
  await orderOnInvoice(page, '/invoice_en');
});

for (const evil of ['//evil.example', 'https://evil.example']) {
  test(`a next-URL of ${evil} is ignored`, async ({ page, request, baseURL }) => {
    const { email } = await createVerifiedAccount(request, baseURL!);
    await useLanguage(page, 'en-US');
    await page.goto('/login');
    await page.evaluate((url) => localStorage.setItem('next_url', url), evil);
    await logInThroughForm(page, email);
    await expect(page).toHaveURL(`${baseURL}/profile`);
  });
}

test('a customer cannot open the dashboard', async ({ page, request, baseURL }) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'User management' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the session survives a reload, and guarded pages do not flash the login page', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, name } = await createVerifiedAccount(request, baseURL!);
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${name}`);
  expect(urls.some((url) => url.endsWith('/login'))).toBe(false);
});
