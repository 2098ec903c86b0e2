/**
 * The script of a prerendered page (scripts/prerender.ts), in place of main.tsx. The page is drawn
 * already, by its HTML and the CSS in its head: the app's scripts are asked for once it has been
 * painted in its own fonts, so that on a slow line they share it with none of the CSS, fonts and
 * images the page's largest text or image waits for. Asked for after the first paint alone, they
 * often overtook a Vietnamese or Thai page's fonts (two files each), and Lighthouse's mobile LCP
 * was 1.4-1.6x the same page's without scripts. A font that never arrives holds the app back for
 * FONTS_WAIT_MS at most. A hidden tab paints nothing, so it starts at once.
 */
const FONTS_WAIT_MS = 3000;

if (document.visibilityState === 'visible') {
  await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, FONTS_WAIT_MS))]);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
await import('./main');
