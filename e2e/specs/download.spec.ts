import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { useLanguage } from '../support/language';

test('the Free Download card downloads the extension zip', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('card-download').click();
  const download = await downloading;
  // The placeholder, or the latest release when the releases journey has one published right now.
  expect(download.suggestedFilename()).toMatch(/^oneclick-extension(-\d+\.\d+\.\d+)?\.zip$/);
  const entries = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(entries).length).toBeGreaterThan(0);
});

test('the download answers as a zip attachment', async ({ request }) => {
  const res = await request.get('/downloads/oneclick-extension.zip');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="oneclick-extension(-\d+\.\d+\.\d+)?\.zip"$/,
  );
});
