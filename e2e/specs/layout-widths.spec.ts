import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createEditor, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { layoutProblems, problemsAtEveryWidth } from '../support/layout';
import { LANGUAGES, messages } from '../support/messages';

const PUBLIC_PAGES = [
  '/',
  '/videos',
  '/tutorials?lang=en-US',
  '/pricing',
  '/support',
  '/be_reseller',
  '/refund',
  '/delivery',
  '/privacy',
  '/register',
  '/login',
  '/forgot_password',
  '/reset_password?token=not-a-real-link',
  '/verify_email?token=not-a-real-link',
  '/setup_admin?token=not-a-real-link',
  '/no-such-page',
];
const ADMIN_PAGES = [
  '/users?section=generate',
  '/users?section=keys',
  '/users?section=summary',
  '/users?section=sales',
  '/users?section=users',
  '/users?section=orders',
  '/users?section=pending-resellers',
  '/users?section=resellers',
  '/users?section=audit',
  '/users?section=releases',
  '/profile',
  '/security',
  '/change_password',
  '/device',
];
const EDITOR_PAGES = ['/cms', '/write_post', '/profile', '/security'];

test.describe.configure({ timeout: 180_000 });

async function walk(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    problems.push(...(await problemsAtEveryWidth(page, path)));
  }
  return problems;
}

test('the layout check finds a page that scrolls sideways, a cut-off label and a wrapped header link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.setContent(`
    <header><a href="#" style="display:inline-block;width:60px">Forgot password</a></header>
    <button style="width:40px;overflow:hidden;white-space:nowrap">Register</button>
    <div style="width:400px">A wide block</div>`);
  expect(await layoutProblems(page)).toEqual([
    'the page scrolls sideways by 33 px',
    expect.stringMatching(/^<button> "Register" is cut off/),
    '<a> "Forgot password" wraps onto a second line',
  ]);
});

for (const language of LANGUAGES) {
  test(`every public page fits every width in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    expect(await walk(page, PUBLIC_PAGES)).toEqual([]);
  });

  test(`the signed-in pages fit every width in ${language}`, async ({ page, playwright, request, baseURL }) => {
    await useLanguage(page, language);
    const editor = await createEditor(playwright, request, baseURL!, 'admin');
    await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
    const problems = await walk(page, ADMIN_PAGES);
    await logInPage(page, baseURL!, editor.email);
    problems.push(...(await walk(page, EDITOR_PAGES)));
    // Setting up an authenticator app: the QR code, the key to type, the code.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: messages(language, 'second-factor').totp.setUp }).click();
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    problems.push(...(await problemsAtEveryWidth(page, '/security setting up an authenticator app')));
    expect(problems).toEqual([]);
  });
}
