import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's serious and critical WCAG 2.2 AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Colours measured mid-transition (a dialog fading in) are blends, not what a reader sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // With no frame in the page, axe's in-page run finds what its frame-by-frame run would, without
  // opening a blank page of its own to merge the frames' results in.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) on ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}${process.env.AXE_DETAILS ? ` [${node.failureSummary}]` : ''}`)
          .join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
    );
}
