import { expect, test } from '@playwright/test';
import { logInThroughForm, openAccountMenu, PASSWORD, uniqueEmail } from '../support/accounts';
import { useLanguage } from '../support/language';
import { linkMailedTo, mailsTo } from '../support/mailbox';
import { messages } from '../support/messages';

const NEW_PASSWORD = 'pine shelving unit 88';

test('register, verify from the e-mail, log in, change the password, log out, log in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await useLanguage(page, 'en-US');

  await page.goto('/register');
  await expect(page).toHaveTitle('Register · OneClick Portal');
  await page.getByLabel('Name').fill('Trần Thị Hoa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Re-enter password').fill(PASSWORD);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('VN');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toContainText(`We have sent an activation e-mail to ${email}`);

  await test.step('the activation e-mail, opened as HTML, leads by its button to the link its text gives', async () => {
    const link = await linkMailedTo(email, '/verify_email');
    const mail = mailsTo(email).find((candidate) => candidate.text.includes(link))!;
    await page.setContent(mail.html);
    const button = page.getByRole('link', { name: 'Verify my e-mail address' });
    await expect(button).toHaveAttribute('href', link);
    // A mail client opens it in a new tab.
    const [portal] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(portal.getByText('Your e-mail address is verified. You can log in now.')).toBeVisible();
    await portal.getByRole('link', { name: 'Log in' }).click();
    await expect(portal).toHaveURL(/\/login$/);
    await portal.close();
  });
  await page.goto('/login');

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Trần Thị Hoa');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-type')).toHaveText('Free');

  await page.getByRole('link', { name: 'Change password' }).first().click();
  await expect(page).toHaveURL(/\/change_password$/);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Re-enter new password').fill(NEW_PASSWORD);
  // Signing the software out of every computer is the default.
  await expect(page.getByRole('checkbox', { name: 'Keep OneClick signed in on my computers' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByTestId('login-problem')).toHaveText('The e-mail or the password is not correct.');
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a form shows what is wrong with each field, in the reader language', async ({ page }) => {
  const auth = messages('vi', 'auth');
  const validation = messages('vi', 'validation');
  await useLanguage(page, 'vi');
  await page.goto('/register');
  const form = page.getByRole('main').locator('form');
  await form.getByRole('button', { name: auth.register.submit }).click();
  await expect(form.getByText(validation.REQUIRED).first()).toBeVisible();
  await form.getByRole('textbox', { name: auth.fields.email }).fill('not-an-email');
  await form.getByRole('textbox', { name: auth.fields.password, exact: true }).fill('short');
  await form.getByRole('button', { name: auth.register.submit }).click();
  await expect(form.getByText(validation.EMAIL_INVALID)).toBeVisible();
  await expect(form.getByText(validation.PASSWORD_TOO_SHORT)).toBeVisible();
});

test('a common password is refused by the server and explained on the field', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/register');
  await page.getByLabel('Name').fill('Common Password');
  await page.getByLabel('E-mail').fill(uniqueEmail('common'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByLabel('Re-enter password').fill('password123');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('TH');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This password is too common and easy to guess. Choose another one.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed.' })).toBeVisible();
});
