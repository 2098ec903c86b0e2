import { describe, expect, it } from 'vitest';
import { formatKeyCode, normalizeKeyCode } from './licence-keys.js';

describe('licence key codes', () => {
  it('accepts any case, with or without dashes, and surrounding blanks', () => {
    for (const typed of ['ABCD-EFGH-JKMN-PQRS', 'abcd-efgh-jkmn-pqrs', 'ABCDEFGHJKMNPQRS', '  abcdEFGHjkmnPQRS\n']) {
      expect(normalizeKeyCode(typed)).toBe('ABCDEFGHJKMNPQRS');
    }
  });

  it('refuses spaces inside, look-alike letters, and the wrong length', () => {
    for (const typed of [
      'ABCD EFGH JKMN PQRS',
      'ABCD-EFGH-JKMN-PQRI',
      'ABCD-EFGH-JKMN-PQRO',
      'ABCD-EFGH-JKMN',
      '',
      'ABCD-EFGH-JKMN-PQRS-T',
    ]) {
      expect(normalizeKeyCode(typed)).toBeNull();
    }
  });

  it('shows a code in groups of four', () => {
    expect(formatKeyCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
