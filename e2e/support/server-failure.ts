import { API_PREFIX } from '@oneclick/shared';
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, messages } from './messages';

/** The writes of a page that the server failed, each with a request id of its own. */
export interface ServerFailures {
  /** The id of the latest write failed since the last call: waits for one to fail. */
  next(): Promise<string>;
}

/**
 * Makes every write the page sends fail as a broken server does: 500, the API's error body and
 * the request's id, which the portal must show as the reference to quote to support. Each write
 * gets an id of its own, so a reference on screen is known to be the latest failure's, not one
 * an earlier step left. Reads still reach the server, and so do the test's own calls
 * (`request`, `page.request`).
 */
export async function failEveryWrite(page: Page): Promise<ServerFailures> {
  const ids: string[] = [];
  let told = 0;
  await page.route(`**${API_PREFIX}/**`, (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    const requestId = `e2e${randomBytes(6).toString('hex')}`;
    ids.push(requestId);
    return route.fulfill({
      status: 500,
      headers: { 'x-request-id': requestId },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Internal server error', requestId }),
    });
  });
  return {
    next: async () => {
      await expect.poll(() => ids.length, { message: 'a write the server failed' }).toBeGreaterThan(told);
      told = ids.length;
      return ids.at(-1)!;
    },
  };
}

/**
 * The reference of the write that failed last, as the reader's language words it, with its copy
 * button: inside `where` (a dialog, a section, a form) and nowhere else on the page. Returns it.
 */
export async function expectReference(
  page: Page,
  failures: ServerFailures,
  language: Language,
  where: Page | Locator = page,
): Promise<string> {
  const common = messages(language, 'common');
  const requestId = await failures.next();
  const reference = common.errors.reference.replace('{{id}}', requestId);
  const shown = where.getByTestId('error-reference').filter({ hasText: reference });
  await expect(shown).toHaveText(reference);
  await expect(page.getByTestId('error-reference').filter({ hasText: reference })).toHaveCount(1);
  await expect(
    shown.locator('xpath=..').getByRole('button', { name: common.errors.copyReference, exact: true }),
  ).toBeVisible();
  return requestId;
}
