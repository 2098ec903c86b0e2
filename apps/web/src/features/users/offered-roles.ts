import { ASSIGNABLE_ROLES, type RoleCode, roleChangeRefusal } from '@oneclick/shared';

interface Account {
  id: string;
  role: RoleCode;
}

/**
 * The roles the role picker offers: the user's own first, then those the signed-in admin may
 * grant them (D3: only a super admin touches roles 0 and 1, nobody their own role). The last
 * super admin is the server's to judge: it alone knows how many there are now.
 */
export function offeredRoles(me: Account | null, user: Account): RoleCode[] {
  const grantable = ASSIGNABLE_ROLES.filter((role) => {
    if (!me || role === user.role) return false;
    const refusal = roleChangeRefusal({
      actorId: me.id,
      actorRole: me.role,
      targetId: user.id,
      from: user.role,
      to: role,
      superAdmins: Number.POSITIVE_INFINITY,
    });
    return refusal === null;
  });
  return [user.role, ...grantable];
}
