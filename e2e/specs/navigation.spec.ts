import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { LANGUAGES, messages } from '../support/messages';

const PAGES = [
  { nav: 'home', path: '/' },
  { nav: 'pricing', path: '/pricing' },
  { nav: 'support', path: '/support' },
] as const;

test('the current page is highlighted in the navigation bar', async ({ page }) => {
  await useLanguage(page, 'en-US');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const { nav: name, path } of PAGES) {
    await page.goto(path);
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-nav', name);
  }
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

for (const language of LANGUAGES) {
  test(`Become a Reseller is ${language === 'en-US' ? 'shown' : 'hidden'} in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: messages(language, 'common').nav.label });
    await expect(nav.getByRole('link')).toHaveCount(language === 'en-US' ? 5 : 4);
    await expect(nav.locator('[data-nav="be_reseller"]')).toHaveCount(language === 'en-US' ? 1 : 0);
  });
}

test('the header menu offers register, login and forgot password to a visitor', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  const menu = page.getByRole('group', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot_password');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation, and pages fit the screen', async ({ page }) => {
    await useLanguage(page, 'en-US');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(drawer).toBeHidden();
    for (const path of ['/', '/pricing', '/support', '/refund', '/delivery', '/privacy', '/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('a keyboard user can skip straight to the content', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('a page opened from a link starts at its top', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/support');
  await expect(page.locator('header button').first()).toBeEnabled();
  const refund = page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' });
  await refund.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await refund.click();
  await expect(page).toHaveURL(/\/refund$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the browser's back and forward buttons move between the pages the app opened, in the same document", async ({
  page,
}) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  await expect(page.locator('header button').first()).toBeEnabled();
  await page.evaluate(() => Object.assign(window, { openedOnce: true }));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const heading = page.getByRole('heading', { level: 1 });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const pricingHeading = await heading.innerText();
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(heading).toHaveText(pricingHeading);
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(heading).toHaveText(pricingHeading);
  expect(await page.evaluate(() => 'openedOnce' in window)).toBe(true);
});
