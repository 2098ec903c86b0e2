import { type AuditEntry, ROLE_CODES, type RoleCode } from '@oneclick/shared';

const isRoleCode = (value: unknown): value is RoleCode => ROLE_CODES.includes(value as RoleCode);

/**
 * An audit entry's details as the reader sees them: a role change as "Pro → Admin" and a
 * package as its name (names from `roleName`, in the reader's language), other plain values as
 * `name: value`. A batch's key ids are left out: the keys list shows them.
 */
export function auditDetailsText({ action, details }: AuditEntry, roleName: (role: RoleCode) => string): string {
  if (!details) return '';
  if (action === 'users.role_changed' && isRoleCode(details.from) && isRoleCode(details.to)) {
    return `${roleName(details.from)} → ${roleName(details.to)}`;
  }
  return Object.entries(details)
    .filter(([, value]) => value === null || typeof value !== 'object')
    .map(([name, value]) => `${name}: ${name === 'accountType' && isRoleCode(value) ? roleName(value) : String(value)}`)
    .join(' · ');
}
