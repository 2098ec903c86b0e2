import { ROLES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { offeredRoles } from './offered-roles';

const superAdmin = { id: 'super', role: ROLES.superAdmin };
const admin = { id: 'admin', role: ROLES.admin };
const customer = { id: 'customer', role: ROLES.free };

describe('offeredRoles', () => {
  it('offers a super admin every assignable role', () => {
    expect(offeredRoles(superAdmin, customer)).toEqual([ROLES.free, ROLES.superAdmin, ROLES.admin, ROLES.reseller]);
  });

  it('offers an admin (role 1) no admin role to grant', () => {
    expect(offeredRoles(admin, customer)).toEqual([ROLES.free, ROLES.reseller]);
  });

  it('offers an admin nothing but the current role of another admin or a super admin', () => {
    expect(offeredRoles(admin, { id: 'other', role: ROLES.admin })).toEqual([ROLES.admin]);
    expect(offeredRoles(admin, superAdmin)).toEqual([ROLES.superAdmin]);
  });

  it('offers nobody a change of their own role', () => {
    expect(offeredRoles(superAdmin, superAdmin)).toEqual([ROLES.superAdmin]);
  });

  it('keeps a paid type the user has, which no role change gives', () => {
    expect(offeredRoles(admin, { id: 'pro', role: ROLES.pro })).toEqual([ROLES.pro, ROLES.reseller, ROLES.free]);
  });
});
