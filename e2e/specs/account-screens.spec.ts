import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { LANGUAGES, messages } from '../support/messages';

const SCREENS = [
  { path: '/register', key: 'register' },
  { path: '/login', key: 'login' },
  { path: '/forgot_password', key: 'forgotPassword' },
  { path: '/reset_password?token=abc', key: 'resetPassword' },
] as const;

for (const language of LANGUAGES) {
  test(`the account screens speak ${language}`, async ({ page }) => {
    const auth = messages(language, 'auth');
    const common = messages(language, 'common');
    await useLanguage(page, language);
    for (const { path, key } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth[key].heading);
      await expect(page).toHaveTitle(common.pageTitle.replace('{{page}}', auth[key].title));
    }
    await page.goto('/verify_email');
    await expect(page.getByText(auth.verify.TOKEN_INVALID)).toBeVisible();
  });
}

test('the country list is named in the reader language, in the prerendered page before any script runs too', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await useLanguage(page, 'th');
    await page.goto('/register');
    const country = page.getByRole('combobox', { name: messages('th', 'auth').fields.country });
    await expect(country.locator('option', { hasText: 'ไทย' }), `scripts on: ${javaScriptEnabled}`).toHaveAttribute(
      'value',
      'TH',
    );
    await context.close();
  }
});
