import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 170_000;

test(`the JavaScript that renders / stays under ${BUDGET_BYTES / 1000} kB gzipped`, async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`JavaScript for /: ${(total / 1000).toFixed(1)} kB gzipped in ${scripts.size} files`);
  expect(scripts.size).toBeGreaterThan(1);
  expect(total).toBeLessThan(BUDGET_BYTES);
});
