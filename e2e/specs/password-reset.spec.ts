import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { linkMailedTo } from '../support/mailbox';

test('forgot password: the e-mail link sets a new password, then login works', async ({ page, request, baseURL }) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  const since = Date.now();
  await useLanguage(page, 'en-US');
  await page.goto('/forgot_password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Get password' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await expect(page.getByLabel('E-mail')).toHaveValue('');

  const link = await linkMailedTo(email, '/reset_password', since);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('spruce carcass 2026');
  await page.getByLabel('Re-enter new password').fill('spruce carcass 2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is saved');
  await page.getByRole('link', { name: 'Log in' }).click();
  await logInThroughForm(page, email, 'spruce carcass 2026');
  await expect(page).toHaveURL(/\/profile$/);

  await test.step('the spent link says so when opened again, instead of showing the form', async () => {
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This link was already used to set a password. To change it again, ask for a new link.',
    );
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot_password');
  });
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/forgot_password');
  await page.getByLabel('E-mail').fill('nobody-at-all@factory.test');
  await page.getByRole('button', { name: 'Get password' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
});

test('an unverified account is told so at login and can get a new link', async ({ page, request, baseURL }) => {
  const email = `unverified-${Date.now()}@factory.test`;
  await clientOf(request, { origin: baseURL! }).call(routes.auth.registerUser, {
    body: {
      name: 'Late',
      email,
      password: 'larch frame 2026',
      password2: 'larch frame 2026',
      country: 'TH',
      language: 'en-US',
    },
  });
  const firstLink = await linkMailedTo(email, '/verify_email');
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, email, 'larch frame 2026');
  await expect(page.getByTestId('login-problem')).toContainText('Your e-mail address is not verified yet.');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send a new activation link' }).click();
  await expect(page.getByText('If this address still needs activating')).toBeVisible();
  const link = await linkMailedTo(email, '/verify_email', since);
  expect(link).not.toBe(firstLink);
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('This link was already used.')).toBeVisible();
});
