/**
 * The script of a prerendered page (scripts/prerender.ts), in place of main.tsx. The page is drawn
 * already, by its HTML and the CSS in its head: the app's scripts are asked for once it has been
 * painted, so that on a slow line they do not share it with the CSS, fonts and images the first
 * paint needs. A hidden tab paints nothing, so it starts at once.
 */
if (document.visibilityState === 'visible') {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
await import('./main');
