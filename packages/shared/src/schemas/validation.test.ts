import { describe, expect, it } from 'vitest';
import { lineOfText, paragraphOfText, safeText } from './validation.js';

describe('safeText', () => {
  it.each([
    ['a lone high surrogate', 'abc \ud800'],
    ['a lone low surrogate', '\udc00 abc'],
    ['surrogates in the wrong order', '\udc00\ud800'],
    ['a NUL character', 'abc\u0000def'],
  ])('refuses %s with TEXT_INVALID', (_what, value) => {
    const result = safeText().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('TEXT_INVALID');
  });

  it.each([
    ['Vietnamese', 'Tủ bếp gỗ sồi'],
    ['Thai', 'ตู้ครัวไม้โอ๊ค'],
    ['an emoji (a surrogate pair)', 'Cabinet 🪚'],
    ['the empty string', ''],
  ])('accepts %s', (_what, value) => {
    expect(safeText().safeParse(value).success).toBe(true);
  });

  it('is where lines and paragraphs start', () => {
    expect(lineOfText(100).safeParse('abc \ud800').error?.issues[0]?.message).toBe('TEXT_INVALID');
    expect(paragraphOfText(100).safeParse('line\n\ud800').error?.issues[0]?.message).toBe('TEXT_INVALID');
  });
});
