import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { WIDTHS } from '../support/layout';
import { LANGUAGES, messages } from '../support/messages';

for (const language of LANGUAGES) {
  test(`the home page shows the extension at work and a feature grid without holes, in ${language}`, async ({
    page,
  }) => {
    const home = messages(language, 'home');
    await useLanguage(page, language);
    await page.goto('/');
    const illustration = page.getByRole('img', { name: home.hero.illustration });
    await expect(illustration).toBeVisible();
    expect(await illustration.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const grid = page.locator('[data-feature]');
    await expect(grid).toHaveCount(7);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Every row of cards reaches the grid's right edge: no row is left with an empty cell.
      const rows = await grid.evaluateAll((cards) => {
        const container = cards[0]!.parentElement!.getBoundingClientRect();
        const byRow = new Map<number, number>();
        for (const card of cards) {
          const rect = card.getBoundingClientRect();
          byRow.set(Math.round(rect.top), Math.max(byRow.get(Math.round(rect.top)) ?? 0, rect.right));
        }
        return [...byRow.values()].map((right) => Math.round(container.right - right));
      });
      expect(rows, `gaps at the end of each row at ${width} px`).toEqual(rows.map(() => 0));
    }
  });
}
