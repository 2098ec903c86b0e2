import { expect, test } from '@playwright/test';
import { ADMIN, logInPage } from '../support/accounts';
import { watchConsole } from '../support/console';
import { useLanguage } from '../support/language';

/**
 * The dashboard moved through as its users do: tab after tab without a reload, a bookmark, a reload
 * and an old link. page-walks.spec.ts opens every section afresh, in every language and role.
 */
test('the dashboard logs no console error or warning, walked section by section', async ({ page, baseURL }) => {
  // Twelve sections, then three fresh loads: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await useLanguage(page, 'en-US');
  const logged = watchConsole(page);
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users');
  const tabs = page.getByRole('tab');
  await test.step('every section, one tab after another', async () => {
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
  });
  await test.step('opened afresh on a section, as a bookmark or a reload does', async () => {
    await page.goto('/users?section=sales');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });
  await test.step("opened on a section's old id, as links in e-mails already sent carry it", async () => {
    await page.goto('/users?section=audit');
    await expect(page.getByRole('tab', { name: 'Audit log', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('audit-log-table')).toBeVisible();
  });
  expect(await logged.take('the dashboard')).toEqual([]);
});
