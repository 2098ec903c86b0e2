import { expect, type Page, test } from '@playwright/test';
import { blockingStylesheets } from '../support/blocking-stylesheets';
import { useLanguage } from '../support/language';
import { LANGUAGES } from '../support/messages';

/** The public pages the build prerenders (apps/web/src/prerender/prerendered-pages.ts). */
const PAGES = [
  '/',
  '/pricing',
  '/support',
  '/refund',
  '/delivery',
  '/privacy',
  '/videos',
  '/tutorials',
  '/register',
  '/login',
];
/** Lighthouse's bar for a good page. */
const MAX_LAYOUT_SHIFT = 0.02;

async function headingOf(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

for (const language of LANGUAGES) {
  // One context without scripts and one with them serve every page of a language: what is checked is
  // each page's HTML and its takeover, not a first visit's empty cache (the other specs start from one).
  test(`the prerendered pages arrive rendered in ${language} before any script runs, and the app takes each over`, async ({
    browser,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    await useLanguage(bare, language);
    const withScripts = await browser.newContext();
    const app = await withScripts.newPage();
    await useLanguage(app, language);
    const errors: string[] = [];
    app.on('pageerror', (error) => errors.push(error.message));
    app.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    for (const path of PAGES) {
      const { heading, title } = await test.step(`${path} arrives rendered before any script runs`, async () => {
        await bare.goto(path);
        await expect(bare.locator('html')).toHaveAttribute('lang', language);
        const heading = await headingOf(bare);
        expect(heading).not.toBe('');
        // Until the app takes it over, its buttons and fields are disabled rather than dead.
        await expect(bare.locator('header button').first()).toBeDisabled();
        return { heading, title: await bare.title() };
      });

      await test.step(`the app takes ${path} over and shows the same heading and title: it was in this language already`, async () => {
        errors.length = 0;
        await app.goto(path);
        // Its buttons and fields come alive once it is taken over.
        await expect(app.locator('header button').first()).toBeEnabled();
        await app.waitForLoadState('networkidle');
        expect(await headingOf(app)).toBe(heading);
        await expect(app).toHaveTitle(title);
        // A hydration mismatch, or an inline script the CSP blocked, would be reported here. (The demo
        // tutorials' thumbnails are on YouTube, out of reach of this machine.)
        expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
      });
    }
    await withoutScripts.close();
    await withScripts.close();
  });
}

test('a visitor who scrolls before the app takes the page over stays where they scrolled to', async ({ page }) => {
  await useLanguage(page, 'en-US');
  // The app's entry is held back until the visitor has scrolled.
  let release = () => {};
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('header button').first()).toBeDisabled();
  await page.getByTestId('card-download').scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(position).toBeGreaterThan(0);
  release();

  await expect(page.locator('header button').first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(position);
});

test('nothing moves while the app takes a prerendered page over', async ({ browser }) => {
  // Twelve page loads, each until the network is idle: about 20 s alone, more beside another worker.
  test.setTimeout(90_000);
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    // A returning visitor, with the fonts cached: a first visit's font swap is measured by
    // `npm run bench:web` (the fallback face is sized to keep it small), not asserted here.
    const warmUp = await context.newPage();
    await useLanguage(warmUp, language);
    await warmUp.goto('/support');
    await warmUp.evaluate(() => document.fonts.ready);
    await warmUp.close();
    for (const path of ['/', '/pricing', '/videos']) {
      const page = await context.newPage();
      await useLanguage(page, language);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Layout-shift entries are delivered after the frame that moved: wait for two more frames.
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: number[] }).layoutShifts)),
            ),
          ),
      );
      const total = shifts.reduce((sum, value) => sum + value, 0);
      expect(total, `${language} ${path}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      await page.close();
    }
    await context.close();
  }
});

test("a prerendered page asks for the app's scripts only once it has painted", async ({ page, request }) => {
  const html = await (await request.get('/pricing')).text();
  // One script, the boot entry: the app's shell is not in the head for the browser to fetch early.
  const scripts = [...html.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-prerendered-[\w-]+\.js$/)]);
  expect(html).not.toContain('modulepreload');
  const blockingCss = blockingStylesheets(html);
  expect(blockingCss.length).toBeGreaterThan(0);

  await test.step('the shell is requested only once the CSS that the first paint waits for has arrived', async () => {
    // So the two never share the line. (It waits for the paint too; the paint's timestamp in Chromium is
    // when the frame is shown, later than when it was drawn, so it cannot be compared here.)
    await page.goto('/pricing');
    await expect(page.locator('header button').first()).toBeEnabled();
    const { cssArrivedAt, shellRequestedAt } = await page.evaluate((paths) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const css = resources.filter((entry) => paths.includes(new URL(entry.name).pathname));
      const shell = resources.find((entry) => /\/app-shell-[\w-]+\.js$/.test(entry.name));
      return {
        cssArrivedAt: Math.max(...css.map((entry) => entry.responseEnd)),
        shellRequestedAt: shell?.startTime ?? Number.NaN,
      };
    }, blockingCss);
    expect(cssArrivedAt).toBeGreaterThan(0);
    expect(shellRequestedAt).toBeGreaterThan(cssArrivedAt);
  });
});
