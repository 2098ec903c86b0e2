import { isAdminRole, ROLES, type RoleCode } from './roles.js';

/**
 * The roles an admin sets from the user list. Paid types come with time, so they are
 * given by a licence key or a payment, never by a role change.
 */
export const ASSIGNABLE_ROLES: readonly RoleCode[] = [ROLES.superAdmin, ROLES.admin, ROLES.reseller, ROLES.free];

export type RoleChangeRefusal = 'OWN_ROLE' | 'SUPER_ADMIN_ONLY' | 'LAST_SUPER_ADMIN';

/**
 * Why `actorRole` may not move a user from `from` to `to` (D3), or null when it may:
 * nobody changes their own role, only a super admin grants or takes away roles 0 and 1,
 * and the last super admin stays one.
 */
export function roleChangeRefusal(change: {
  actorId: string;
  actorRole: RoleCode;
  targetId: string;
  from: RoleCode;
  to: RoleCode;
  superAdmins: number;
}): RoleChangeRefusal | null {
  if (change.actorId === change.targetId) return 'OWN_ROLE';
  const touchesAdmins = isAdminRole(change.from) || isAdminRole(change.to);
  if (touchesAdmins && change.actorRole !== ROLES.superAdmin) return 'SUPER_ADMIN_ONLY';
  if (change.from === ROLES.superAdmin && change.to !== ROLES.superAdmin && change.superAdmins <= 1) {
    return 'LAST_SUPER_ADMIN';
  }
  return null;
}
