import { describe, expect, it } from 'vitest';
import { effectiveRole } from './account-type.js';
import { ROLES } from './roles.js';

const now = new Date('2026-06-01T12:00:00Z');

describe('effectiveRole', () => {
  it('keeps a paid type until its expiry', () => {
    expect(effectiveRole(ROLES.pro, new Date('2026-06-01T12:00:01Z'), now)).toBe(ROLES.pro);
  });

  it('turns a paid type into Free once it has expired, or when it has no expiry', () => {
    expect(effectiveRole(ROLES.premium, new Date('2026-06-01T12:00:00Z'), now)).toBe(ROLES.free);
    expect(effectiveRole(ROLES.trial, null, now)).toBe(ROLES.free);
  });

  it('never expires staff roles or Free', () => {
    for (const role of [ROLES.superAdmin, ROLES.admin, ROLES.reseller, ROLES.free]) {
      expect(effectiveRole(role, new Date('2000-01-01'), now)).toBe(role);
    }
  });
});
