import { LICENCE_KEY_ALPHABET, normalizeKeyCode } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { newKeyCode } from './key-codes.js';

describe('newKeyCode', () => {
  it('makes 16 characters of the key alphabet that read back as themselves', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newKeyCode();
      expect(code).toHaveLength(16);
      expect(normalizeKeyCode(code)).toBe(code);
    }
  });

  it('uses the whole alphabet in every position, without repeats in 10,000 codes', () => {
    const codes = Array.from({ length: 10_000 }, newKeyCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const position of [0, 7, 15]) {
      const seen = new Set(codes.map((code) => code[position]));
      expect([...seen].sort().join('')).toBe(LICENCE_KEY_ALPHABET);
    }
  });
});
