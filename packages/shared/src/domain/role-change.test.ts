import { describe, expect, it } from 'vitest';
import { roleChangeRefusal } from './role-change.js';
import { ROLES } from './roles.js';

const base = { actorId: 'a', actorRole: ROLES.superAdmin, targetId: 't', superAdmins: 2 } as const;

describe('roleChangeRefusal (D3)', () => {
  it('lets a super admin grant and take away admin roles', () => {
    expect(roleChangeRefusal({ ...base, from: ROLES.free, to: ROLES.admin })).toBeNull();
    expect(roleChangeRefusal({ ...base, from: ROLES.admin, to: ROLES.free })).toBeNull();
    expect(roleChangeRefusal({ ...base, from: ROLES.superAdmin, to: ROLES.admin })).toBeNull();
  });

  it('lets an admin change roles that are not admin roles', () => {
    expect(roleChangeRefusal({ ...base, actorRole: ROLES.admin, from: ROLES.pro, to: ROLES.reseller })).toBeNull();
  });

  it('keeps roles 0 and 1 for a super admin to give or take', () => {
    for (const [from, to] of [
      [ROLES.free, ROLES.admin],
      [ROLES.free, ROLES.superAdmin],
      [ROLES.admin, ROLES.free],
      [ROLES.superAdmin, ROLES.free],
    ] as const) {
      expect(roleChangeRefusal({ ...base, actorRole: ROLES.admin, from, to })).toBe('SUPER_ADMIN_ONLY');
    }
  });

  it("never changes the actor's own role", () => {
    expect(roleChangeRefusal({ ...base, targetId: 'a', from: ROLES.superAdmin, to: ROLES.free })).toBe('OWN_ROLE');
  });

  it('keeps the last super admin', () => {
    expect(roleChangeRefusal({ ...base, superAdmins: 1, from: ROLES.superAdmin, to: ROLES.admin })).toBe(
      'LAST_SUPER_ADMIN',
    );
  });
});
