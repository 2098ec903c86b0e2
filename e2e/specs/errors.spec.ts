import { API_PREFIX, apiPathOf, routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';

test('an unknown route shows the 404 page', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page).toHaveTitle('Page not found · OneClick Portal');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const res = await request.get(`${API_PREFIX}/does-not-exist`);
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({
    code: 'NOT_FOUND',
    message: `No API route for GET ${API_PREFIX}/does-not-exist`,
    requestId: res.headers()['x-request-id'],
  });
});

test('a page whose code fails to load says so and can retry', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByText('Loading chunk pricing failed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();

  await page.unroute(/\/assets\/pricing-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose the plan that fits your factory');
});

test('a prerendered page whose code fails to load says so, comes alive and can retry', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/pricing');
  await expect(page.getByText('Loading chunk pricing failed.')).toBeVisible();
  await page.unroute(/\/assets\/pricing-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose the plan that fits your factory');
});

test("a form whose checks cannot be fetched sends as it is, and the server's answer is told", async ({ page }) => {
  await useLanguage(page, 'en-US');
  // The visitor is offline from the first act: the login form's checks and its call both fail.
  await page.route(/\/assets\/public-form-schemas-[\w-]+\.js$/, (route) => route.abort());
  await page.route(`**${apiPathOf(routes.auth.logIn)}`, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('ana@factory.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long enough phrase');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not reach the server. Check your connection and try again.' }),
  ).toBeVisible();
});

test('a failing server call shows a dismissible alert', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.route(`**${apiPathOf(routes.site.getSite)}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"SERVICE_UNAVAILABLE","message":"down"}',
    }),
  );
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
});
