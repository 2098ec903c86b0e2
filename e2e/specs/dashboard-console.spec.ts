import { expect, type ConsoleMessage, type Page, test } from '@playwright/test';
import { ADMIN, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';

/** Every console error of the page, with the cause React wraps in a recovered render (#520). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  const describe = async (message: ConsoleMessage) => {
    const cause = await message
      .args()[0]
      ?.evaluate((error) =>
        error instanceof Error && error.cause ? String((error.cause as Error).stack ?? error.cause) : '',
      )
      .catch(() => '');
    errors.push(cause ? `${message.text()}\ncaused by: ${cause}` : message.text());
  };
  page.on('console', (message) => {
    if (message.type() === 'error') void describe(message);
  });
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  // A recovered render is reported to window.onerror; what went wrong first is its cause.
  void page.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as Error | undefined)?.cause as Error | undefined;
      if (cause) console.error(`caused by: ${cause.stack ?? String(cause)}`);
    });
  });
  return errors;
}

test('the dashboard logs no console error, opened and walked section by section', async ({ page, baseURL }) => {
  // Twelve sections, then three fresh loads: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await useLanguage(page, 'en-US');
  const errors = collectConsoleErrors(page);
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
  expect(errors).toEqual([]);
});
