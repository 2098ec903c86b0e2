/**
 * Screenshots of every public page in every language, at desktop and phone width,
 * for a person to look at: `npm run screenshots -w @oneclick/e2e` against a running
 * portal (BASE_URL, default http://localhost:3000). PNGs go to e2e/screenshots/.
 * With LOGIN_EMAIL and LOGIN_PASSWORD it signs in first, for the signed-in pages:
 * PAGES=/profile,/users,/cms,/write_post,/change_password
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@oneclick/shared';
import { chromium } from '@playwright/test';
import { clientOf } from '../support/api';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../screenshots');
const pages = (
  process.env.PAGES ??
  '/,/pricing,/support,/refund,/delivery,/privacy,/nope,/register,/login,/forgot_password,/reset_password?token=x,/verify_email'
).split(',');
const languages = (process.env.LANGUAGES ?? 'vi,en-US,th').split(',');
const widths = { desktop: 1280, phone: 375 };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
for (const [device, width] of Object.entries(widths)) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (process.env.LOGIN_EMAIL) {
    await clientOf(context.request, { origin: baseUrl }).call(routes.auth.logIn, {
      body: { email: process.env.LOGIN_EMAIL, password: process.env.LOGIN_PASSWORD ?? '' },
    });
  }
  for (const language of languages) {
    await page.goto(baseUrl);
    await page.evaluate((value) => localStorage.setItem('one_language', value), language);
    for (const pagePath of pages) {
      await page.goto(`${baseUrl}${pagePath}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const name = `${device}-${language}-${pagePath.replace(/\W+/g, '_') || 'home'}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
