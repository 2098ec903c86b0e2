import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './next-url.js';

describe('isSameSitePath', () => {
  it.each(['/invoice_en', '/profile', '/videos?post=3#top', '/'])('accepts %s', (url) => {
    expect(isSameSitePath(url)).toBe(true);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/path\\..\\x',
    '/a\nb',
    'profile',
    '',
    null,
    42,
  ])('refuses %s', (url) => {
    expect(isSameSitePath(url)).toBe(false);
  });
});
