import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['deflate', null],
    ['br;q=abc, gzip', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
