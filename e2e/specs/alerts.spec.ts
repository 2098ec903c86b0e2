import { expect, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, logInThroughForm, PASSWORD, uniqueEmail } from '../support/accounts';
import { useLanguage } from '../support/language';

test('on /register a failed attempt is forgotten once the next one succeeds', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/register');
  await page.getByLabel('Name').fill('Second Try');
  await page.getByLabel('E-mail').fill(uniqueEmail('second-try'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByLabel('Re-enter password').fill('password123');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('TH');
  await page.getByRole('button', { name: 'Register' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Registration failed.' });
  await expect(failure).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Re-enter password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent an activation e-mail');
  await expect(failure).toHaveCount(0);
});

test('on /change_password a wrong current password is forgotten once the change succeeds', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createVerifiedAccount(request, baseURL!);
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/change_password');
  const newPassword = 'maple drawer runner 5';
  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Re-enter new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'could not be changed' });
  await expect(failure).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Re-enter new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');
  await expect(failure).toHaveCount(0);
});

test('editor access names an address nobody uses, and the next success replaces that message', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL!, 'Later Editor');
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users');
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  const unknown = uniqueEmail('nobody');
  await page.getByLabel('E-mail of the account').fill(unknown);
  await page.getByRole('button', { name: 'Save access' }).click();
  const failure = page.getByRole('alert');
  await expect(failure).toHaveText(`No account uses the address ${unknown}. The person must register first.`);

  await page.getByLabel('E-mail of the account').fill(account.email);
  await page.getByLabel('May edit').selectOption('vi');
  await page.getByRole('button', { name: 'Save access' }).click();
  await expect(page.getByRole('status')).toHaveText(`${account.email} may now edit: Vietnamese.`);
  await expect(failure).toHaveCount(0);
});
