import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapl')).toBe(false);
  });

  it('never truncates a long password', async () => {
    const long = 'x'.repeat(127) + 'a';
    const hash = await hashPassword(long);
    expect(await verifyPassword(hash, 'x'.repeat(127) + 'b')).toBe(false);
  });

  it('refuses to verify against no password or a broken hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('knows common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('cabinet nesting on a Tuesday')).toBe(false);
  });
});
