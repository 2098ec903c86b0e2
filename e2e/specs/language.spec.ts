import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { messages } from '../support/messages';

test('a first visit is in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('en-US', 'home').hero.heading);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

test('the flags switch the language, and the choice survives a reload', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'ไทย' }).click();
  await expect(page.getByRole('link', { name: messages('th', 'common').nav.pricing })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => localStorage.getItem('one_language'))).toBe('th');

  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('vi', 'pricing').vi.heading);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('vi', 'pricing').vi.heading);
  await expect(page.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown stored language falls back to Vietnamese', async ({ page }) => {
  await useLanguage(page, 'klingon');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('vi', 'home').hero.heading);
});

test('the old spelling "Thai" is read as Thai', async ({ page }) => {
  await useLanguage(page, 'Thai');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('th', 'home').hero.heading);
});
