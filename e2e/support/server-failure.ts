import type { Page } from '@playwright/test';

/**
 * Makes every write the page sends fail as a broken server does: 500, the API's error body and
 * the request's id, which the portal must show as the reference to quote to support.
 */
export async function failEveryWrite(page: Page, requestId: string): Promise<void> {
  await page.route('**/api/v1/**', (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    return route.fulfill({
      status: 500,
      headers: { 'x-request-id': requestId },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Internal server error', requestId }),
    });
  });
}
