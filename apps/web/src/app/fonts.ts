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
 * downloads only the subsets a page's text uses. A prerendered page preloads its first paint's
 * subsets in its head, ahead of the stylesheet. A page the app renders itself does not: a preload
 * the script adds comes after the stylesheet has asked for the fonts, so Chromium downloads each
 * twice and warns that the preload went unused.
 */
export const FONT_FAMILY = "'Noto Sans Variable', 'Noto Sans Thai Variable', 'Noto Sans Fallback', sans-serif";

const SUBSETS_BY_LANGUAGE: Record<Language, string[]> = {
  'en-US': [latin],
  vi: [latin, vietnamese],
  th: [latin, thai],
};

/** The font files a page in this language paints with first, which the prerendered page's head preloads. */
export function firstPaintFonts(language: Language): string[] {
  return SUBSETS_BY_LANGUAGE[language];
}
