import { routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, logInThroughForm, PASSWORD, uniqueEmail } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { layoutProblems } from '../support/layout';
import { linkMailedTo, mailsTo } from '../support/mailbox';
import { LANGUAGES, messages } from '../support/messages';
import { RESELLER_TABS } from '../support/resellers';

async function fillApplication(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+84 912 345 678');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('VN');
  await page.getByLabel('Message (optional)').fill('We sell to 40 cabinet workshops around Hanoi.');
}

test('from /be_reseller to a reseller activating clients, and back', async ({ browser, request, baseURL }) => {
  const email = uniqueEmail('applicant');
  const name = 'Lan Reseller';
  const visitor = await (await browser.newContext()).newPage();
  await useLanguage(visitor, 'en-US');

  await test.step("the applicant finds the form in the navigation; empty fields get the spec's messages first", async () => {
    await visitor.goto('/');
    await visitor.locator('[data-nav="be_reseller"]').first().click();
    await expect(visitor).toHaveURL(/\/be_reseller$/);
    await visitor.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor.getByText('Your name must not be blank')).toBeVisible();
    await expect(visitor.getByText('Your e-mail must not be blank')).toBeVisible();
    await expect(visitor.getByText('Your country must be selected')).toBeVisible();
    await expect(visitor.getByText('Enter a phone number with its country code')).toBeVisible();
    await fillApplication(visitor, name, email);
    await visitor.getByLabel('Phone').fill('call me');
    await visitor.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor.getByText('Enter a phone number with its country code')).toBeVisible();
    await visitor.getByLabel('Phone').fill('+84 912 345 678');
    await visitor.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor.getByRole('status')).toContainText(`sent a confirmation to ${email}`);
    await expect(visitor.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject))
      .toContain('We received your reseller application');
    await expect
      .poll(() => mailsTo(ADMIN.email).map((mail) => mail.subject))
      .toContain(`New reseller application from ${name}`);
  });

  const { admin, card } = await test.step('the admin sees it waiting for an account', async () => {
    const admin = await (await browser.newContext()).newPage();
    await useLanguage(admin, 'en-US');
    await logInPage(admin, baseURL!, ADMIN.email, ADMIN.password);
    await admin.goto('/users?section=resellers-applications');
    const card = admin.getByTestId('reseller-application').filter({ hasText: email });
    await expect(card).toContainText('No account yet');
    await expect(card).toContainText('We sell to 40 cabinet workshops around Hanoi.');
    await card.getByLabel('Commission (%)').fill('20');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve the application at 20%' }).click();
    await expect(admin.getByRole('alert')).toContainText('No verified account uses this address yet');
    return { admin, card };
  });

  await test.step('the applicant registers with the same address and verifies it', async () => {
    await visitor.getByRole('link', { name: 'Register with this address' }).click();
    await visitor.getByLabel('Name').fill(name);
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await visitor.getByLabel('Re-enter password').fill(PASSWORD);
    await visitor.getByRole('combobox', { name: 'Country' }).selectOption('VN');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect(visitor.getByRole('status')).toContainText('We have sent an activation e-mail');
    await visitor.goto(await linkMailedTo(email, '/verify_email'));
    await expect(visitor.getByText('Your e-mail address is verified.')).toBeVisible();
  });

  await test.step('the admin tries an invalid commission, then approves at 20 %', async () => {
    await admin.reload();
    await expect(card).toContainText('Verified account');
    await card.getByLabel('Commission (%)').fill('150');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Commission is invalid')).toBeVisible();
    // 1e2 is refused, not read as 12 or 100.
    await card.getByLabel('Commission (%)').fill('1e2');
    await expect(card.getByText('Commission is invalid')).toHaveCount(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Commission is invalid')).toBeVisible();
    await card.getByLabel('Commission (%)').fill('20');
    await card.getByRole('button', { name: 'Approve' }).click();
    const question = admin.getByRole('dialog');
    await expect(question).toContainText(`${name} becomes a reseller with 20% commission`);
    await question.getByRole('button', { name: 'Approve the application at 20%' }).click();
    await expect(admin.getByRole('status')).toHaveText(`${name} is now a reseller with 20% commission.`);
    await expect(card).toHaveCount(0);
    await admin.getByText('Approved', { exact: true }).click();
    await expect(card).toContainText(`Approved at 20% by ${ADMIN.name}`);
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toContain('You are now a OneClick reseller');
  });

  const corner =
    await test.step('the new reseller logs in, lands on the dashboard and sees their own corner only', async () => {
      await visitor.goto('/login');
      await logInThroughForm(visitor, email);
      await expect(visitor).toHaveURL(/\/users$/);
      await expect(visitor.locator('[data-nav="pricing"]').first()).toBeVisible();
      await expect(visitor.locator('[data-nav="be_reseller"]')).toHaveCount(0);
      const corner = visitor.getByTestId('reseller-corner');
      await expect(corner.getByTestId('corner-commission')).toHaveText('20%');
      await expect(corner.getByTestId('corner-customers')).toHaveText('0');
      await expect(visitor.getByRole('tab')).toHaveText(RESELLER_TABS);
      await visitor.goto('/users?section=resellers-applications');
      await expect(visitor.getByRole('tab', { selected: true })).toHaveText('Licence keys');
      return corner;
    });

  const spareKey =
    await test.step('with two keys from the admin, the reseller activates their first client; their corner counts it at once', async () => {
      const adminApi = clientOf(admin.request, { origin: baseURL! });
      const { id: resellerId } = await adminApi.call(routes.users.lookUpUser, { query: { email } });
      const generated = await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
        body: { quantity: 2, accountType: 5, months: 12, resellerId },
      });
      const [firstKey, spareKey] = generated.keys.map((key) => key.code);
      const client = await createVerifiedAccount(request, baseURL!, 'First Client');
      await visitor.getByRole('tab', { name: 'Activate User' }).click();
      await visitor.getByRole('textbox', { name: 'Customer e-mail' }).fill(client.email);
      await visitor.getByRole('textbox', { name: 'Licence key' }).fill(firstKey!);
      await visitor.getByRole('button', { name: 'Activate' }).click();
      await visitor.getByRole('button', { name: 'Confirm activation' }).click();
      await expect(visitor.getByTestId('activation-result')).toContainText(`First Client (${client.email}) is now Pro`);
      await expect(corner.getByTestId('corner-customers')).toHaveText('1');
      await expect(corner.getByTestId('corner-keysUnused')).toHaveText('1');
      return spareKey;
    });

  await test.step('the admin finds them among the resellers and revokes them after confirming', async () => {
    await admin.getByRole('tab', { name: 'Resellers', exact: true }).click();
    const row = admin.getByTestId('resellers-table').getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('20%');
    await row.getByRole('button', { name: `Revoke: ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revoke reseller status' });
    await expect(dialog).toContainText(`${name} will no longer be a reseller.`);
    await dialog.getByRole('button', { name: 'Revoke reseller status' }).click();
    await expect(admin.getByRole('status')).toHaveText(`${name} is no longer a reseller.`);
    await expect(row).toHaveCount(0);
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject))
      .toContain('Your OneClick reseller status has ended');
  });

  await test.step('the dashboard is no longer theirs; their spare key, frozen, goes to direct sale', async () => {
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    await admin.getByRole('tab', { name: 'Licence keys' }).click();
    await admin.getByLabel('Status').selectOption({ label: 'Unused' });
    await admin.getByRole('button', { name: `Reassign: ${spareKey}` }).click();
    const reassign = admin.getByRole('dialog', { name: 'Reassign licence key' });
    await reassign.getByRole('combobox', { name: 'New owner' }).click();
    await admin.getByRole('option', { name: 'Nobody (direct sale)' }).click();
    await reassign.getByRole('button', { name: 'Reassign the key' }).click();
    await expect(admin.getByRole('status')).toHaveText(`Key ${spareKey} now belongs to: Nobody (direct sale).`);
  });
  await visitor.context().close();
  await admin.context().close();
});

test('the reseller form speaks every language and fits a phone and a desktop', async ({ page }) => {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const validation = messages(language, 'validation');
    const apply = messages(language, 'resellers').apply;
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('one_language', value), language);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/be_reseller');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(apply.heading);
      await page.getByRole('button', { name: apply.submit }).click();
      for (const code of ['APPLICANT_NAME_REQUIRED', 'APPLICANT_EMAIL_REQUIRED', 'APPLICANT_COUNTRY_REQUIRED']) {
        await expect(page.getByText(validation[code])).toBeVisible();
      }
      problems.push(...(await layoutProblems(page)).map((problem) => `${language} ${width}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});
