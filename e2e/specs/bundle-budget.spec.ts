import { gzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { blockingStylesheets } from '../support/blocking-stylesheets';
import { useLanguage } from '../support/language';
import { type Language, LANGUAGES } from '../support/messages';
import { networkOf } from '../support/network';

/**
 * Every page a visitor reaches without an account, the prerendered ones and the forms the app draws,
 * with its budget in kB gzipped: issue 47's 150, the home page's own 120 (decision 019). The forms
 * come nearest (`/register` 146-149 kB, decisions 040 and 041).
 */
const BUDGETS_KB: Record<string, number> = {
  '/': 120,
  '/pricing': 150,
  '/videos': 150,
  '/tutorials': 150,
  '/support': 150,
  '/refund': 150,
  '/delivery': 150,
  '/privacy': 150,
  '/forgot_password': 150,
  '/register': 150,
  '/login': 150,
  '/be_reseller': 150,
};

/** The JavaScript a first visit to `path` fetches until the app has taken the page over and its requests have ended. */
async function scriptsOfFirstVisit(browser: Browser, language: Language, path: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await useLanguage(page, language);
    const sizes = new Map<string, Promise<number>>();
    // A script answered once the page has settled is not part of the first visit as measured, and
    // its body could no longer be read once the context closes (one such failed a clean-clone run).
    let measuring = true;
    page.on('response', (response) => {
      if (measuring && new URL(response.url()).pathname.endsWith('.js')) {
        sizes.set(
          response.url(),
          response.body().then((body) => gzipSync(body).length),
        );
      }
    });
    const network = networkOf(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('header button').first()).toBeEnabled();
    await network.settled();
    measuring = false;
    return new Map(await Promise.all([...sizes].map(async ([url, size]) => [url, await size] as const)));
  } finally {
    await context.close();
  }
}

for (const language of LANGUAGES) {
  test(`the JavaScript of each public page's first visit in ${language} stays within its budget`, async ({
    browser,
  }) => {
    const overBudget: string[] = [];
    for (const [path, budgetKb] of Object.entries(BUDGETS_KB)) {
      const scripts = await scriptsOfFirstVisit(browser, language, path);
      const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1000;
      console.log(`${path} in ${language}: ${totalKb.toFixed(1)} kB gzipped in ${scripts.size} files`);
      expect(scripts.size, path).toBeGreaterThan(1);
      if (totalKb >= budgetKb) {
        const files = [...scripts].map(([url, size]) => `${(size / 1000).toFixed(1)} kB ${new URL(url).pathname}`);
        overBudget.push(`${path}: ${totalKb.toFixed(1)} kB of ${budgetKb}: ${files.join(', ')}`);
      }
    }
    expect(overBudget).toEqual([]);
  });
}

const BLOCKING_CSS_BUDGET_BYTES = 15_000;
const PRERENDERED = ['/', '/pricing', '/support', '/login', '/videos'];

for (const path of PRERENDERED) {
  test(`the CSS that blocks the first paint of ${path} stays under ${BLOCKING_CSS_BUDGET_BYTES / 1000} kB gzipped`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hrefs = blockingStylesheets(html);
    expect(hrefs.length).toBeGreaterThan(0);
    const sizes = await Promise.all(hrefs.map(async (href) => gzipSync(await (await request.get(href)).body()).length));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`Blocking CSS for ${path}: ${(total / 1000).toFixed(1)} kB gzipped in ${hrefs.length} files`);
    expect(total).toBeLessThan(BLOCKING_CSS_BUDGET_BYTES);
  });
}
