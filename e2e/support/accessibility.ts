import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type WithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core's serious and critical WCAG 2.2 AA violations on the page as it is now, one line each.
 * axe is evaluated into the page once per document (an evaluation is not subject to the portal's
 * Content-Security-Policy) and reports the nodes of its violations only: the passes' thousands of
 * nodes took half of each scan.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // axe reaches into a frame only through a copy of itself inside it. The portal's only frame is the
  // dashboard's e-mail preview (about:srcdoc, sandboxed; about:blank for the moment before its HTML
  // is in): an e-mail's HTML, which emails.spec.ts scans on its own; any other frame stops the check.
  const frames = page.frames().slice(1);
  if (frames.some((frame) => !['about:srcdoc', 'about:blank'].includes(frame.url()))) {
    throw new Error(`${label}: a page with frames needs axe in each frame`);
  }
  // Colours measured mid-transition (a dialog fading in) are blends, not what a reader sees. A
  // transition starts on the frame after its styles change: two frames first, then wait for it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate((options) => (window as WithAxe).axe!.run(document, options), {
    runOnly: { type: 'tag', values: WCAG_AA },
    resultTypes: ['violations'],
    iframes: false,
  } satisfies RunOptions);
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
