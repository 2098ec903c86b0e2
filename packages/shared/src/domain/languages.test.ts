import { describe, expect, it } from 'vitest';
import { parseLanguage } from './languages.js';

describe('parseLanguage', () => {
  it('defaults to en-US when nothing is stored', () => {
    expect(parseLanguage(null)).toBe('en-US');
    expect(parseLanguage(undefined)).toBe('en-US');
    expect(parseLanguage('')).toBe('en-US');
  });

  it('accepts the three languages and the spellings of Thai the old system used', () => {
    expect(parseLanguage('vi')).toBe('vi');
    expect(parseLanguage('en-US')).toBe('en-US');
    expect(parseLanguage('th')).toBe('th');
    expect(parseLanguage('TH')).toBe('th');
    expect(parseLanguage('Thai')).toBe('th');
  });

  it('falls back to Vietnamese for an unknown value, as the spec says', () => {
    expect(parseLanguage('fr')).toBe('vi');
    expect(parseLanguage('{"evil":1}')).toBe('vi');
  });
});
