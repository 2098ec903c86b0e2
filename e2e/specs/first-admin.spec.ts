import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes, type WebauthnAnswer } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { ADMIN, openAccountMenu } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { keepSecondFactor, newSoftwarePasskey, totpCode } from '../support/second-factor';

test('the admin created from the setup link sets up a second factor, then lands on /users', async ({
  page,
  baseURL,
}) => {
  const link = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'setup-admin-link.txt'), 'utf8').trim();
  await useLanguage(page, 'en-US');
  await page.goto(link);
  await page.getByLabel('Name').fill('Portal Owner');
  await page.getByLabel('E-mail').fill('owner@oneclick.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByLabel('Re-enter password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create the administrator' }).click();
  await expect(page.getByRole('status')).toContainText('The administrator account is created, and you are signed in.');

  // The setup link stands for the e-mailed one: its session sets up the second factor at once.
  await page.getByRole('main').getByRole('link', { name: 'Set up the second factor' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByTestId('setup-link-needed')).toHaveCount(0);
  await expect(page.getByTestId('second-factor-required')).toHaveText(
    'Admin accounts need a second factor: set one up to open the dashboard.',
  );

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add OneClick Portal to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const { code, step } = await totpCode(secret);
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expect(codes).toContainText('They will not be shown again.');
  await expect(codes.getByTestId('recovery-code')).toHaveCount(10);
  await expect(page.getByTestId('totp-section').getByTestId('status')).toHaveText('On');
  await expect(page.getByTestId('second-factor-required')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the dashboard' }).click();

  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Portal Owner');
  await expect(page.getByTestId('dashboard-role')).toHaveText('You are signed in as Super Admin.');
  await expect((await openAccountMenu(page)).getByRole('menuitem', { name: 'User management' })).toBeVisible();
  await page.keyboard.press('Escape');

  // From this verified session, a software passkey for the later specs' logins (support/accounts.ts).
  const client = clientOf(page.request, { origin: baseURL! });
  const options = await client.call(routes.secondFactor.startPasskeyRegistration);
  const passkey = newSoftwarePasskey(baseURL!);
  const answer = passkey.create(options as Parameters<typeof passkey.create>[0]) as WebauthnAnswer;
  const added = await client.call(routes.secondFactor.addPasskey, { body: { name: 'End-to-end tests', answer } });
  expect(added).toMatchObject({ codes: [], passkey: { name: 'End-to-end tests' } });
  keepSecondFactor(ADMIN.email, { totpSecret: secret, totpStep: step, passkey: passkey.toJSON() });

  // The spent link says so at once, instead of showing the form again.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This setup link was already used: the portal has its administrator. Log in instead.',
  );
  await expect(page.getByLabel('Name')).toHaveCount(0);
});
