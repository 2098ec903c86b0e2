import { describe, expect, it } from 'vitest';
import { daySchema, lineOfText, paragraphOfText, safeText } from './validation.js';

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

describe('daySchema', () => {
  it.each(['2000-01-01', '2000-02-29', '2026-11-30', '2100-12-31'])('accepts %s', (day) => {
    expect(daySchema.parse(day)).toBe(day);
  });

  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])('refuses %s with DATE_OUT_OF_RANGE', (day) => {
    expect(daySchema.safeParse(day).error?.issues.map((issue) => issue.message)).toEqual(['DATE_OUT_OF_RANGE']);
  });

  it.each(['2100-02-29', '2026-13-01', '2026-1-1', '', '2026-11-30T00:00:00Z'])(
    'refuses %j with DATE_INVALID',
    (text) => {
      expect(daySchema.safeParse(text).error?.issues[0]?.message).toBe('DATE_INVALID');
    },
  );
});
