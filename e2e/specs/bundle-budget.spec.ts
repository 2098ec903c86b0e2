import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LANGUAGES } from '@oneclick/shared';
import { blockingStylesheets } from '../support/blocking-stylesheets';
import { useLanguage } from '../support/language';

const BUDGET_BYTES = 120_000;

for (const language of LANGUAGES) {
  test(`the JavaScript that renders / in ${language} stays under ${BUDGET_BYTES / 1000} kB gzipped`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js')) {
        scripts.set(response.url(), gzipSync(await response.body()).length);
      }
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(`JavaScript for / in ${language}: ${(total / 1000).toFixed(1)} kB gzipped in ${scripts.size} files`);
    for (const [url, size] of scripts) console.log(`  ${(size / 1000).toFixed(1)} kB ${new URL(url).pathname}`);
    expect(scripts.size).toBeGreaterThan(1);
    expect(total).toBeLessThan(BUDGET_BYTES);
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
