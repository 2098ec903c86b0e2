import { readFileSync } from 'node:fs';
import { DASHBOARD_SECTIONS } from '@oneclick/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { layoutProblems } from '../support/layout';
import { makeReseller, RESELLER_TABS } from '../support/resellers';
import { dashboardMessages, LANGUAGES } from '../support/messages';

/** Every section but buying keys, which only resellers do. */
const ADMIN_SECTIONS = DASHBOARD_SECTIONS.filter((section) => section !== 'orders-buy-keys').length;

async function signedInPage(browser: Browser, baseURL: string, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL, email, password);
  return page;
}

test('licence keys from generation to a customer’s plan, with the audit trail', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const reseller = await createVerifiedAccount(request, baseURL!, 'Rita Reseller');
  const customer = await createVerifiedAccount(request, baseURL!, 'Minh Customer');
  const colleague = await createVerifiedAccount(request, baseURL!, 'Future Admin');
  const admin = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);

  await test.step("Rita is a reseller with 20% commission (her application is the resellers journey's), as the user list shows", async () => {
    await makeReseller(playwright, request, baseURL!, reseller, 20);
    await admin.goto('/users?section=users');
    await admin.getByLabel('Search by the start of a name or e-mail').fill(reseller.email);
    await expect(admin.getByTestId('users-total')).toHaveText('1 user');
    await expect(admin.getByTestId('users-table')).toContainText('Yes, 20%');
  });

  const codes =
    await test.step('the admin generates three Premium keys for six months, owned by Rita, and copies and downloads them', async () => {
      await admin.getByRole('tab', { name: 'Generate Keys' }).click();
      await expect(admin).toHaveURL(/section=licence-keys-generate/);
      await admin.getByLabel('Quantity').fill('3');
      await admin.getByLabel('Package').selectOption({ label: 'Premium' });
      await admin.getByLabel('Service period (months)').fill('6');
      await admin.getByRole('combobox', { name: 'Owner' }).click();
      await admin.getByRole('combobox', { name: 'Owner' }).fill('Rita');
      await admin.getByRole('option', { name: `Rita Reseller (${reseller.email})` }).click();
      await admin.getByRole('button', { name: 'Generate keys' }).click();
      const batch = admin.getByTestId('new-keys-batch');
      await expect(batch).toContainText('3 new keys: Premium, 6 months');
      await expect(batch).toContainText(`Owner: Rita Reseller (${reseller.email})`);
      const codes = (await batch.getByRole('textbox').inputValue()).split('\n');
      expect(codes).toHaveLength(3);
      for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await batch.getByRole('button', { name: 'Copy all' }).click();
      await expect(batch.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        batch.getByRole('button', { name: 'Download .txt' }).click(),
      ]);
      expect(readFileSync((await download.path())!, 'utf8')).toBe(`${codes.join('\n')}\n`);
      return codes;
    });

  await test.step('Rita sees only her keys and no admin section, and activates Minh with a key typed loosely', async () => {
    const resellerPage = await signedInPage(browser, baseURL!, reseller.email);
    await resellerPage.goto('/users');
    await expect(resellerPage.getByRole('tab')).toHaveText(RESELLER_TABS);
    await expect(resellerPage.getByTestId('licence-keys-total')).toHaveText('3 keys');
    await expect(resellerPage.getByTestId('licence-keys-table')).toContainText(codes[0]!);
    await resellerPage.getByRole('tab', { name: 'Activate User' }).click();
    await resellerPage.getByRole('textbox', { name: 'Customer e-mail' }).fill(customer.email.toUpperCase());
    await resellerPage.getByRole('textbox', { name: 'Licence key' }).fill(codes[0]!.replaceAll('-', '').toLowerCase());
    await resellerPage.getByRole('button', { name: 'Activate' }).click();
    await expect(resellerPage.getByTestId('activation-quote-text')).toHaveText(/^The client gets Premium until /);
    await resellerPage.getByRole('button', { name: 'Confirm activation' }).click();
    await expect(resellerPage.getByTestId('activation-result')).toContainText(
      `Minh Customer (${customer.email}) is now Premium until`,
    );
    await resellerPage.getByRole('textbox', { name: 'Licence key' }).fill(codes[0]!);
    await resellerPage.getByRole('textbox', { name: 'Customer e-mail' }).fill(customer.email);
    await resellerPage.getByRole('button', { name: 'Activate' }).click();
    await expect(resellerPage.getByRole('alert')).toHaveText('This licence key has already been used.');
    await expect(resellerPage.getByTestId('activation-result')).toHaveCount(0);
    // Fixing the input puts the old refusal away.
    await resellerPage.getByRole('textbox', { name: 'Licence key' }).fill(codes[1]!);
    await expect(resellerPage.getByRole('alert')).toHaveCount(0);
    await resellerPage.getByRole('tab', { name: 'Users', exact: true }).click();
    await expect(resellerPage.getByTestId('users-table').getByRole('row')).toHaveCount(2);
    await expect(resellerPage.getByTestId('users-table')).toContainText(customer.email);
    await resellerPage.getByRole('tab', { name: 'Check Users' }).click();
    await resellerPage.getByRole('textbox', { name: 'E-mail', exact: true }).fill(customer.email);
    await resellerPage.getByRole('button', { name: 'Check' }).click();
    await expect(resellerPage.getByTestId('user-facts')).toContainText('Rita Reseller on');
    await resellerPage.context().close();
  });

  await test.step("Minh's profile shows the new plan and its expiry", async () => {
    const customerPage = await signedInPage(browser, baseURL!, customer.email);
    await customerPage.goto('/profile');
    await expect(customerPage.getByTestId('profile-type')).toContainText('Premium');
    await expect(customerPage.getByTestId('profile-expiry')).toBeVisible();
    // And the dashboard is not theirs.
    await customerPage.goto('/users');
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    await customerPage.context().close();
  });

  await test.step('the admin deletes an unused key after confirming; the used one has no delete button', async () => {
    await admin.getByRole('tab', { name: 'Licence keys' }).click();
    await admin.getByRole('combobox', { name: 'Owner' }).click();
    await admin.getByRole('option', { name: `Rita Reseller (${reseller.email})` }).click();
    await expect(admin.getByTestId('licence-keys-total')).toHaveText('3 keys');
    await expect(admin.getByRole('button', { name: `Delete: ${codes[0]}` })).toHaveCount(0);
    await admin.getByRole('button', { name: `Delete: ${codes[1]}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete' });
    await confirm.getByRole('button', { name: 'Keep the key' }).click();
    await expect(admin.getByRole('button', { name: `Delete: ${codes[1]}` })).toBeVisible();
    await admin.getByRole('button', { name: `Delete: ${codes[1]}` }).click();
    await confirm.getByRole('button', { name: 'Delete the key' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Key ${codes[1]} deleted.`);
    await admin.getByLabel('Status').selectOption({ label: 'Deleted' });
    await expect(admin.getByTestId('licence-keys-table')).toContainText(codes[1]!);
  });

  await test.step('the admin changes a role, then finds the redemption, the deletion and the role change in the audit log', async () => {
    await admin.getByRole('tab', { name: 'Users', exact: true }).click();
    await admin.getByLabel('Search by the start of a name or e-mail').fill(colleague.email);
    await admin.getByRole('button', { name: `Manage: ${colleague.email}` }).click();
    const colleagueDialog = admin.getByRole('dialog', { name: 'Manage Future Admin' });
    await colleagueDialog.getByLabel('Role').selectOption({ label: 'Admin' });
    await colleagueDialog.getByRole('button', { name: 'Change role' }).click();
    await expect(colleagueDialog.getByRole('status')).toHaveText('Role changed to Admin.');
    await colleagueDialog.getByRole('button', { name: 'Close' }).click();

    await admin.getByRole('tab', { name: 'Audit log' }).click();
    const log = admin.getByTestId('audit-log-table');
    const roleChange = log.getByRole('row').filter({ hasText: 'users.role_changed' }).first();
    await expect(roleChange).toContainText(colleague.email);
    await expect(roleChange).toContainText('Changed a role');
    await admin.getByLabel('Action', { exact: true }).selectOption({ label: 'Deleted a key' });
    await admin.getByRole('button', { name: 'Filter' }).click();
    const deletion = log.getByRole('row').filter({ hasText: codes[1]! });
    await expect(deletion).toContainText('licence_key.deleted');
    await expect(deletion).toContainText('Deleted a key');
    await admin.getByLabel('Action', { exact: true }).selectOption({ label: 'Activated a customer with a key' });
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect(log.getByRole('row').filter({ hasText: codes[0]! })).toContainText(reseller.email);
    await expect(log.getByRole('row').filter({ hasText: codes[0]! })).toContainText(customer.email);
  });
  await admin.context().close();
});

test('a reseller on a phone picks sections from a list, in every language, and every screen fits', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const reseller = await createVerifiedAccount(request, baseURL!, 'Phone Reseller');
  await makeReseller(playwright, request, baseURL!, reseller, 10);
  const admin = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);

  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const users = dashboardMessages(language);
    for (const [who, page] of [
      ['admin', admin],
      ['reseller', await signedInPage(browser, baseURL!, reseller.email)],
    ] as const) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/users');
      await page.evaluate((value) => localStorage.setItem('one_language', value), language);
      await page.reload();
      const picker = page.getByRole('combobox', { name: users.dashboard.section });
      await expect(picker).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeHidden();
      const sections = await picker.locator('option').allTextContents();
      expect(sections.length, `${who} in ${language}`).toBe(who === 'admin' ? ADMIN_SECTIONS : RESELLER_TABS.length);
      for (const section of sections) {
        await picker.selectOption({ label: section });
        await page.waitForLoadState('networkidle');
        problems.push(...(await layoutProblems(page)).map((problem) => `${language} ${who} ${section}: ${problem}`));
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.getByRole('tab').first()).toBeVisible();
      problems.push(...(await layoutProblems(page)).map((problem) => `${language} ${who} 1280: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});
