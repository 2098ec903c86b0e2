import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, logInThroughForm, openAccountMenu } from '../support/accounts';
import { useLanguage } from '../support/language';

test('the admin created from the setup link lands on /users', async ({ page }) => {
  const link = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'setup-admin-link.txt'), 'utf8').trim();
  await useLanguage(page, 'en-US');
  await page.goto(link);
  await page.getByLabel('Name').fill('Portal Owner');
  await page.getByLabel('E-mail').fill('owner@oneclick.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByLabel('Re-enter password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create the administrator' }).click();
  await expect(page.getByRole('status')).toContainText('The administrator account is created.');

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Portal Owner');
  await expect(page.getByTestId('dashboard-role')).toHaveText('You are signed in as Super Admin.');
  await expect((await openAccountMenu(page)).getByRole('menuitem', { name: 'User management' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The spent link says so at once, instead of showing the form again.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This setup link was already used: the portal has its administrator. Log in instead.',
  );
  await expect(page.getByLabel('Name')).toHaveCount(0);
});
