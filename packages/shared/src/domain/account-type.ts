import { isPaidAccountType, ROLES, type RoleCode } from './roles.js';

/**
 * A paid account type counts only until its expiry; after that the user is Free (D3).
 * Staff roles (admins, resellers) and Free never expire.
 */
export function effectiveRole(role: RoleCode, expiresAt: Date | null, now: Date = new Date()): RoleCode {
  if (!isPaidAccountType(role)) return role;
  if (expiresAt === null || expiresAt.getTime() <= now.getTime()) return ROLES.free;
  return role;
}
