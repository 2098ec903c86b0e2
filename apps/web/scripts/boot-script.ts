/**
 * The script of a prerendered page, written into its head by scripts/prerender.ts, in place of the
 * app's scripts. The page is drawn already, by its HTML and the CSS in its head: the app's scripts
 * are asked for once it has been painted in its own fonts, so that on a slow line they share it
 * with none of the CSS, fonts and images the page's largest text or image waits for. Asked for
 * after the first paint alone, they often overtook a Vietnamese or Thai page's fonts (two files
 * each), and Lighthouse's mobile LCP was 1.4-1.6x the same page's without scripts. A font or
 * image that never arrives holds the app back for WAIT_MS at most. A hidden tab paints nothing, so
 * it starts at once.
 *
 * The images the page marks `fetchpriority="high"` (its largest, such as the home page's
 * illustration) are awaited with the fonts: `/` in English, whose one font file is ready first,
 * asked for the app while its illustration still loaded, and Lighthouse's median LCP was 1.11-1.33x
 * its static copy's where Vietnamese and Thai were at 0.99x.
 *
 * The fonts are awaited after a first frame: an inline script may run as soon as the document is
 * parsed, before any text has been laid out, when no font is loading yet and `document.fonts.ready`
 * resolves at once. Without the frame, Lighthouse's medians of `/` in Thai and `/support` in
 * Vietnamese were 1.30x and 1.45x their static copies' LCP (FCP 1.3 s, not 0.9); 1.09x and 1.11x
 * with it.
 *
 * It is inline, so the page asks for no file but its CSS, fonts and images before it paints
 * (decision 042): as a file of its own, with Vite's preload helper, it was two requests a static
 * page does not make. Once it may, it asks for the app's entry and, beside it, every chunk the
 * entry imports, so they come in one round trip. The server allows it by its hash
 * (apps/server/src/plugins/web-app.ts).
 */
const WAIT_MS = 3000;

export function bootScript(entry: string, imports: readonly string[]): string {
  return `const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
if (document.visibilityState === 'visible') {
  await painted();
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => {}));
  await Promise.race([
    Promise.all([document.fonts.ready, ...images]),
    new Promise((resolve) => setTimeout(resolve, ${WAIT_MS})),
  ]);
  await painted();
}
for (const href of ${JSON.stringify(imports)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import(${JSON.stringify(entry)});`;
}
