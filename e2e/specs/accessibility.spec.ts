import { randomBytes } from 'node:crypto';
import { apiPathOf, routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createEditor, logInPage } from '../support/accounts';
import { seriousViolations } from '../support/accessibility';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { networkOf } from '../support/network';
import { dashboardMessages, LANGUAGES, messages } from '../support/messages';

/**
 * The states a page reaches by acting on it, scanned by axe-core in each language: forms showing
 * their errors, a login's second step, dialogs, a loader. Every page as it rests when loaded is
 * scanned in page-walks.spec.ts.
 */
// The tests share both workers rather than keeping one busy to the end.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

async function open(page: Page, path: string) {
  const network = networkOf(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await network.settled();
}

test('the axe check finds a button with no name and text too faint to read', async ({ page }) => {
  await page.setContent(`<html lang="en"><title>Sample</title><main><h1>Sample</h1>
    <button></button><p style="color:#c8c8c8;background:#fff">Faint</p></main></html>`);
  expect(await seriousViolations(page, 'sample')).toEqual([
    expect.stringMatching(/^sample: button-name \(critical\) on button$/),
    expect.stringMatching(/^sample: color-contrast \(serious\) on p$/),
  ]);
});

for (const language of LANGUAGES) {
  test(`the public forms' errors and a login's second step pass axe in ${language}`, async ({ page }) => {
    const auth = messages(language, 'auth');
    const secondFactor = messages(language, 'second-factor');
    const required = messages(language, 'validation').REQUIRED;
    await useLanguage(page, language);
    const found: string[] = [];
    await open(page, '/register');
    await page.getByRole('button', { name: auth.register.submit }).click();
    await expect(page.getByText(required).first()).toBeVisible();
    found.push(...(await seriousViolations(page, '/register with errors')));

    await open(page, '/login');
    await page.getByRole('textbox', { name: auth.fields.email }).fill('nobody-here@factory.test');
    await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill('not the password');
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    found.push(...(await seriousViolations(page, '/login with an error')));

    // The password is right and a second factor is due (no session starts until it is given).
    await page.getByRole('textbox', { name: auth.fields.email }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByTestId('second-step')).toBeVisible();
    found.push(...(await seriousViolations(page, "/login's second step")));
    await page.getByRole('button', { name: secondFactor.secondStep.useRecoveryCode }).click();
    await page.getByRole('button', { name: secondFactor.secondStep.submit, exact: true }).click();
    await expect(page.getByText(required).first()).toBeVisible();
    found.push(...(await seriousViolations(page, "/login's second step with a recovery code missing")));

    expect(found).toEqual([]);
  });

  test(`an admin's loader, forms and errors pass axe in ${language}`, async ({ page, baseURL }) => {
    const users = dashboardMessages(language);
    const auth = messages(language, 'auth');
    const device = messages(language, 'licences').device;
    const required = messages(language, 'validation').REQUIRED;
    await useLanguage(page, language);
    const found: string[] = [];
    await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);

    await test.step('the summary while its figures load', async () => {
      // The summary's loader shows only while its figures load: hold them until axe has looked.
      let releaseSummary!: () => void;
      const summaryHeld = new Promise<void>((resolve) => (releaseSummary = resolve));
      const summary = `**${apiPathOf(routes.sales.getSalesSummary)}*`;
      await page.route(summary, async (route) => {
        await summaryHeld;
        await route.continue();
      });
      await page.goto('/users?section=sales-summary');
      await expect(page.getByRole('status', { name: users.sales.loading })).toBeVisible();
      found.push(...(await seriousViolations(page, '/users?section=sales-summary while its figures load')));
      const answered = page.waitForResponse(summary);
      releaseSummary();
      await answered;
      await page.unroute(summary);
    });

    await test.step('the editor access form with an error', async () => {
      await open(page, '/users?section=users');
      await page.getByRole('textbox', { name: users.editors.email }).fill('no-account-here@factory.test');
      await page.getByRole('button', { name: users.editors.save }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      found.push(...(await seriousViolations(page, '/users with an error')));
    });

    await test.step('/change_password with errors', async () => {
      await open(page, '/change_password');
      await page.getByRole('button', { name: auth.changePassword.submit }).click();
      await expect(page.getByText(required).first()).toBeVisible();
      found.push(...(await seriousViolations(page, '/change_password with errors')));
    });

    await test.step('/device with an unknown code', async () => {
      await open(page, '/device');
      await page.getByRole('textbox', { name: device.codeLabel }).fill('BCDF-GHJK');
      await page.getByRole('button', { name: device.continue }).click();
      await expect(page.getByText(messages(language, 'api-errors').reasons.DEVICE_CODE_UNKNOWN)).toBeVisible();
      found.push(...(await seriousViolations(page, '/device with an unknown code')));
    });

    expect(found).toEqual([]);
  });

  test(`an editor's dialogs and errors pass axe in ${language}`, async ({ page, playwright, request, baseURL }) => {
    const cms = messages(language, 'cms');
    const secondFactor = messages(language, 'second-factor');
    const required = messages(language, 'validation').REQUIRED;
    await useLanguage(page, language);
    const editor = await createEditor(playwright, request, baseURL!, 'admin');
    const found: string[] = [];
    await logInPage(page, baseURL!, editor.email);

    await test.step('/security setting up an authenticator app', async () => {
      await open(page, '/security');
      await page.getByRole('button', { name: secondFactor.totp.setUp }).click();
      await expect(page.getByTestId('totp-qr')).toBeVisible();
      found.push(...(await seriousViolations(page, '/security setting up an authenticator app')));
      await page.getByRole('button', { name: secondFactor.totp.confirm, exact: true }).click();
      await expect(page.getByText(required).first()).toBeVisible();
      found.push(...(await seriousViolations(page, '/security with the code missing')));
    });

    await test.step('/cms with the post modal open', async () => {
      await open(page, '/cms');
      await page.getByRole('button', { name: cms.cms.newPost }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await seriousViolations(page, '/cms with the post modal open')));
    });

    await test.step('/cms asking to confirm a delete', async () => {
      const category = `Axe ${randomBytes(3).toString('hex')}`;
      await clientOf(page.request, { origin: baseURL! }).call(routes.cms.createCategory, {
        body: { name: category, lang: 'en-US' },
      });
      await open(page, '/cms');
      await page.getByRole('button', { name: `${cms.cms.delete}: ${category}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await seriousViolations(page, '/cms asking to confirm a delete')));
    });

    expect(found).toEqual([]);
  });
}

test('a table wider than a tablet, with nothing in it to focus, is reached and scrolled from the keyboard', async ({
  page,
  baseURL,
}) => {
  // On a phone the log is cards (ResponsiveTable); on a tablet it is a table wider than the screen.
  await page.setViewportSize({ width: 768, height: 1024 });
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await open(page, '/users?section=audit-log');
  await expect(page.getByTestId('audit-log-table')).toBeVisible();
  expect(await seriousViolations(page, '/users?section=audit-log at 768 px')).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page, '/users?section=audit-log at 375 px')).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1024 });

  const region = page.getByRole('region', { name: dashboardMessages('en-US').dashboard.sections['audit-log'] });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('the field a refused form puts the cursor in shows below the header, with its label, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await useLanguage(page, 'en-US');
  await open(page, '/register');
  const auth = messages('en-US', 'auth');
  // Scrolled down to the button, as a visitor who filled the form from the top would be.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: auth.register.submit }).click();

  const name = page.getByLabel(auth.fields.name);
  await expect(name).toBeFocused();
  const header = (await page.locator('header').first().boundingBox())!;
  const label = (await page.locator(`label[for="${await name.getAttribute('id')}"]`).boundingBox())!;
  expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
});
