/**
 * A URL slug from a category name: lower case, Latin accents removed (Vietnamese đ
 * becomes d), every other letter kept (Thai stays Thai), words joined by dashes.
 */
export function slugify(name: string): string {
  const decomposed = name.normalize('NFD').replace(/[đĐ]/g, 'd');
  let out = '';
  let previousIsLatin = false;
  for (const char of decomposed) {
    if (/\p{Mn}/u.test(char)) {
      if (!previousIsLatin) out += char;
      continue;
    }
    previousIsLatin = /\p{Script=Latin}/u.test(char);
    out += char;
  }
  return out
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
