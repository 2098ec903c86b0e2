import { expect, type Page, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { LANGUAGES } from '../support/messages';

/** The fonts Chromium really drew an element's text with, as its DevTools report them. */
async function fontsUsedFor(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

for (const language of LANGUAGES) {
  test(`${language} text is drawn with the portal's own fonts, whatever the machine has`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    for (const selector of ['h1', 'main p']) {
      const fonts = await fontsUsedFor(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      expect(
        fonts.filter((font) => !font.isCustomFont),
        `${selector} drawn with a font of the machine`,
      ).toEqual([]);
    }
    if (language === 'th') {
      const fonts = await fontsUsedFor(page, 'h1');
      expect(fonts.map((font) => font.familyName)).toContain('Noto Sans Thai');
    }
  });
}

test('the first paint preloads the font subsets of its language, and only those', async ({ page }) => {
  await useLanguage(page, 'th');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded).toHaveLength(2);
  expect(preloaded.some((href) => /noto-sans-latin-wght-normal/.test(href))).toBe(true);
  expect(preloaded.some((href) => /noto-sans-thai-thai-wght-normal/.test(href))).toBe(true);
});

for (const language of LANGUAGES) {
  test(`a page in ${language} downloads only the font subsets it preloads`, async ({ page }) => {
    await useLanguage(page, language);
    const downloaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) downloaded.push(new URL(response.url()).pathname);
    });
    // The Vietnamese page's text has the letters (đ, ơ, ư) that two of Noto Sans's subsets claim.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    expect([...new Set(downloaded)].sort()).toEqual([...preloaded].sort());
  });
}
