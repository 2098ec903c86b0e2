import type { Page } from '@playwright/test';

/**
 * The widths where the layouts change, each at its narrowest: the smallest phone and the common
 * one, a tablet (48em, where tables stop being cards), a laptop (62em), 1200 px, where the header
 * switches from the menu button to the full navigation, and the common desktop. Wider ones only
 * have more room (the app uses no breakpoint above 1200 px).
 */
export const WIDTHS = [320, 375, 768, 1024, 1200, 1280] as const;

/** The phone widths, where nothing may scroll sideways at all, not even a table in a box of its own. */
const PHONE_WIDTHS: readonly number[] = [320, 375];

/**
 * The controls a person acts with: buttons, and links drawn as buttons, inside a table, a card
 * (Mantine's Paper or Card), a form or a dialog. On a phone each lies wholly on the screen,
 * scroll box or not: a Delete or Mark paid reached only by scrolling sideways is as good as hidden.
 */
const ACTION_SELECTOR =
  ':is(table, form, [role="dialog"], .mantine-Paper-root, .mantine-Card-root) ' +
  ':is(button, [role="button"], a.mantine-Button-root, a.mantine-ActionIcon-root)';

/** Controls whose label is text: buttons, links drawn as buttons, tabs. */
const LABELLED_CONTROLS = 'button, [role="button"], [role="tab"], a.mantine-Button-root';

/**
 * What a person would see as broken at the page's current width: the page scrolling
 * sideways, a control reaching past the screen's edge, text cut off by its box, a select's
 * value or a button's or tab's label cut off (by its box or an ellipsis), or a button or
 * header link whose label breaks onto a second line. Content inside a sideways-scrolling box
 * of its own (a wide table) is allowed to reach beyond the screen, and text meant for screen
 * readers only is clipped on purpose.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((controls) => {
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

    // A control's label is measured below, ellipsis included.
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || inScrollBox(el) || forScreenReaders(el) || el.closest(controls)) continue;
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

    // A select shows its chosen option in a box of its own (a native select draws it, a Mantine
    // Select types it into its input): its text, measured in the control's font, has room to spare
    // in the box its padding and chevron leave. A native select sized by its own widest option fits
    // it to the pixel, and a browser or system that measures the text a pixel wider cuts its end off,
    // as issue 44 saw the Thai Renewals filter. A scroll box around it does not make it readable.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const el of document.querySelectorAll<HTMLSelectElement | HTMLInputElement>(
      'select, input[aria-haspopup="listbox"]',
    )) {
      if (!visible(el) || forScreenReaders(el)) continue;
      const shown = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value || el.placeholder;
      const style = getComputedStyle(el);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = canvas.measureText(shown).width;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (room - text < 2) {
        problems.push(
          `the select showing "${shown}" has no room to spare (${text.toFixed(1)} px of text in ${room} px)`,
        );
      }
    }

    // A button's or tab's label lies wholly inside the control and inside every box between the
    // two that clips (Mantine's Button clips its label's box, and may end it with an ellipsis).
    for (const control of document.querySelectorAll(controls)) {
      if (!visible(control) || forScreenReaders(control)) continue;
      const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const holder = text.parentElement!;
        if ((text.textContent ?? '').trim() === '' || !visible(holder) || forScreenReaders(holder)) continue;
        let left = -Infinity;
        let right = Infinity;
        for (let box: Element | null = holder; box; box = box === control ? null : box.parentElement) {
          const clips = box === control || getComputedStyle(box).overflowX !== 'visible';
          if (!clips) continue;
          const rect = box.getBoundingClientRect();
          left = Math.max(left, rect.left);
          right = Math.min(right, rect.right);
        }
        const range = document.createRange();
        range.selectNodeContents(text);
        const spans = [...range.getClientRects()].filter((r) => r.width > 0);
        const ellipsis =
          getComputedStyle(holder).textOverflow === 'ellipsis' && holder.scrollWidth > holder.clientWidth;
        if (ellipsis || spans.some((r) => r.left < left - 1 || r.right > right + 1)) {
          problems.push(`the label "${(control.textContent ?? '').trim().slice(0, 60)}" is cut off`);
          break;
        }
      }
    }
    return problems;
  }, LABELLED_CONTROLS);
}

/**
 * What hides money or actions on a phone: any box that scrolls sideways (a table in its own
 * scroll box included) and any action (ACTION_SELECTOR) not wholly on the screen.
 */
export function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((actions) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    // A scroll box wraps the table that carries the test id.
    const testIdOf = (el: Element) =>
      (el.closest('[data-testid]') ?? el.querySelector('[data-testid]'))?.getAttribute('data-testid');
    const name = (el: Element) => {
      const testId = testIdOf(el);
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}>${testId ? ` in ${testId}` : ''} "${text}"`;
    };
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const forScreenReaders = (el: Element) => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || !visible(el)) continue;
      const hidden = el.scrollWidth - el.clientWidth;
      if (hidden > 1) problems.push(`${name(el)} scrolls sideways by ${hidden} px`);
    }
    for (const el of document.querySelectorAll(actions)) {
      if (!visible(el) || forScreenReaders(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) problems.push(`${name(el)} is not wholly on the screen`);
    }
    return problems;
  }, ACTION_SELECTOR);
}

/**
 * Resizes through every width and collects what is broken at each, labelled with the width; at
 * the phone widths, what phoneProblems finds too.
 */
export async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const problems = await layoutProblems(page);
    if (PHONE_WIDTHS.includes(width)) problems.push(...(await phoneProblems(page)));
    for (const problem of problems) found.push(`${label} at ${width} px: ${problem}`);
  }
  return found;
}
