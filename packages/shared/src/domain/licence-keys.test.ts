import { describe, expect, it } from 'vitest';
import { formatKeyCode, normalizeKeyCode, normalizeKeyCodeStart } from './licence-keys.js';

describe('licence key codes', () => {
  it('accepts any case, with or without dashes, and surrounding blanks', () => {
    for (const typed of ['ABCD-EFGH-JKMN-PQRS', 'abcd-efgh-jkmn-pqrs', 'ABCDEFGHJKMNPQRS', '  abcdEFGHjkmnPQRS\n']) {
      expect(normalizeKeyCode(typed)).toBe('ABCDEFGHJKMNPQRS');
    }
  });

  it("reads Crockford's look-alikes as the digits they stand for: O as 0, I and L as 1", () => {
    for (const typed of ['0123-4567-89AB-CDEF', 'O123-4567-89AB-CDEF', 'o123-4567-89ab-cdef', '0I23-4567-89AB-CDEF']) {
      expect(normalizeKeyCode(typed)).toBe('0123456789ABCDEF');
    }
    expect(normalizeKeyCode('0L23-4567-89AB-CDEF')).toBe('0123456789ABCDEF');
    expect(normalizeKeyCode('0l23-4567-89ab-cdef')).toBe('0123456789ABCDEF');
    expect(normalizeKeyCode('OOOO-IIII-LLLL-oooo')).toBe('0000111111110000');
    expect(normalizeKeyCode('ABCD-EFGH-JKMN-PQRI')).toBe('ABCDEFGHJKMNPQR1');
  });

  it('refuses spaces inside, the letter U, other characters, and the wrong length', () => {
    for (const typed of [
      'ABCD EFGH JKMN PQRS',
      'ABCD-EFGH-JKMN-PQRU',
      'ABCD-EFGH-JKMN-PQR*',
      'ABCD-EFGH-JKMN-PQRÖ',
      'ABCD-EFGH-JKMN',
      '',
      'ABCD-EFGH-JKMN-PQRS-T',
    ]) {
      expect(normalizeKeyCode(typed), typed).toBeNull();
    }
  });

  it('reads the start of a code for a search the same way', () => {
    expect(normalizeKeyCodeStart('abcd-')).toBe('ABCD');
    expect(normalizeKeyCodeStart(' oil-9 ')).toBe('0119');
    expect(normalizeKeyCodeStart('ABCD-EFGH-JKMN-PQRS')).toBe('ABCDEFGHJKMNPQRS');
    for (const typed of ['', '-', 'AB CD', 'ABU', 'ABCD-EFGH-JKMN-PQRS-T', '%']) {
      expect(normalizeKeyCodeStart(typed), typed).toBeNull();
    }
  });

  it('shows a code in groups of four', () => {
    expect(formatKeyCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
