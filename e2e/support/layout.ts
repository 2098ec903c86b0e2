import type { Page } from '@playwright/test';

/**
 * The widths people use: small and common phones, a tablet, laptops and a desktop, plus
 * 1200 px, where the header switches from the menu button to the full navigation.
 */
export const WIDTHS = [320, 375, 768, 1024, 1200, 1280, 1440] as const;

/**
 * What a person would see as broken at the page's current width: the page scrolling
 * sideways, a control reaching past the screen's edge, text cut off by its box, or a
 * button or header link whose label breaks onto a second line. Content inside a
 * sideways-scrolling box of its own (a wide table) is allowed to reach beyond the screen,
 * and text meant for screen readers only is clipped on purpose.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Text clipped to nothing on purpose, for screen readers only (Mantine's VisuallyHidden).
    const forScreenReaders = (el: Element) => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const inScrollBox = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) return true;
      }
      return false;
    };

    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);

    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || inScrollBox(el) || forScreenReaders(el)) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') {
        problems.push(`${name(el)} is cut off (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }

    for (const el of document.querySelectorAll('a, button, input, select, textarea, [role="button"]')) {
      if (!visible(el) || inScrollBox(el) || forScreenReaders(el)) continue;
      const rect = el.getBoundingClientRect();
      // Skip links sit wholly off screen until focused; a control partly off screen is broken.
      if (rect.right > width + 1 || (rect.left < -1 && rect.right > 0)) {
        problems.push(`${name(el)} reaches past the screen's edge`);
      }
    }

    for (const el of document.querySelectorAll('.mantine-Button-label, header a, header button')) {
      if (!visible(el) || inScrollBox(el) || forScreenReaders(el)) continue;
      const rects: DOMRect[] = [];
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      // A second line starts below the bottom of the first (runs of one line overlap vertically).
      const first = rects[0];
      if (first && rects.some((r) => r.top >= first.bottom - 2)) problems.push(`${name(el)} wraps onto a second line`);
    }
    return problems;
  });
}

/** Resizes through every width and collects what is broken at each, labelled with the width. */
export async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await layoutProblems(page)) found.push(`${label} at ${width} px: ${problem}`);
  }
  return found;
}
