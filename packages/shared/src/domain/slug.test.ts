import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('drops Vietnamese accents', () => {
    expect(slugify('Hướng dẫn cơ bản')).toBe('huong-dan-co-ban');
    expect(slugify('Đường cắt CNC')).toBe('duong-cat-cnc');
  });

  it('keeps Thai letters and their vowel marks', () => {
    expect(slugify('การตัด ชิ้นงาน')).toBe('การตัด-ชิ้นงาน');
  });

  it('joins words with single dashes and trims them', () => {
    expect(slugify('  Getting   Started!! (2026) ')).toBe('getting-started-2026');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('caps the length', () => {
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
  });
});
