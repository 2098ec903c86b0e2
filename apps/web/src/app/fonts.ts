import '@fontsource-variable/noto-sans/wght.css';
import '@fontsource-variable/noto-sans-thai/wght.css';
import './vietnamese-font-face.css';
import type { Language } from '@oneclick/shared';
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';
import vietnamese from '@fontsource-variable/noto-sans/files/noto-sans-vietnamese-wght-normal.woff2?url';
import thai from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url';

/**
 * The portal ships its own fonts (Noto Sans, and Noto Sans Thai for Thai script), so a page
 * looks the same on every machine. Each subset is a face with a `unicode-range`: the browser
 * downloads only the subsets a page's text uses. The first paint's subsets are preloaded.
 */
export const FONT_FAMILY = "'Noto Sans Variable', 'Noto Sans Thai Variable', 'Noto Sans Fallback', sans-serif";

const SUBSETS_BY_LANGUAGE: Record<Language, string[]> = {
  'en-US': [latin],
  vi: [latin, vietnamese],
  th: [latin, thai],
};

/** The font files a page in this language paints with first: preloaded, here or by the prerendered page's head. */
export function firstPaintFonts(language: Language): string[] {
  return SUBSETS_BY_LANGUAGE[language];
}

export function preloadFonts(language: Language): void {
  for (const href of firstPaintFonts(language)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.href = href;
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
