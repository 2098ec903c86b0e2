import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { LANGUAGES, messages } from '../support/messages';

for (const language of LANGUAGES) {
  test(`/videos and /tutorials speak ${language} and show only that language's demo videos`, async ({ page }) => {
    const tutorials = messages(language, 'tutorials');
    await useLanguage(page, language);
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutorials.videos.heading);
    const videos = page.getByRole('navigation', { name: tutorials.videos.list }).getByRole('button');
    await expect(videos.first()).toBeVisible();
    const titles = await videos.allTextContents();
    const tags = { vi: 'Cài đặt', 'en-US': 'Install', th: 'ติดตั้ง' };
    expect(titles.some((title) => title.includes(tags[language]))).toBe(true);
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      expect(titles.some((title) => title.includes(tags[other]))).toBe(false);
    }
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutorials.docs.heading);
  });
}

test('/tutorials?lang=TH shows the Thai tutorials whatever the UI language', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/tutorials?lang=TH');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toContainText('ติดตั้ง');
  await expect(page.getByTestId('tutorial-viewer')).toBeVisible();
});

test('an unknown video in the address gets a clear message', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/videos?post=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This video is not available any more.')).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tutorial pages fit the screen', async ({ page }) => {
    await useLanguage(page, 'th');
    for (const path of ['/videos', '/tutorials']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
