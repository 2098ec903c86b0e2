/**
 * The spec's numeric role and account-type codes, kept as they are in the API and the UI.
 * Their labels are translated: `roles.<code>` in the `common` messages.
 */
export const ROLES = {
  superAdmin: 0,
  admin: 1,
  reseller: 2,
  trial: 3,
  free: 4,
  pro: 5,
  premium: 6,
  enterprise: 7,
  proDesigner: 8,
} as const;

export type RoleCode = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_CODES = Object.values(ROLES) as RoleCode[];

export function isRoleCode(value: unknown): value is RoleCode {
  return (ROLE_CODES as readonly unknown[]).includes(value);
}

/** Account types that carry an expiry; once it has passed the effective type is Free. */
export const PAID_ACCOUNT_TYPES: readonly RoleCode[] = [
  ROLES.trial,
  ROLES.pro,
  ROLES.premium,
  ROLES.enterprise,
  ROLES.proDesigner,
];

/** The roles with admin powers (D3). */
export const ADMIN_ROLES: readonly RoleCode[] = [ROLES.superAdmin, ROLES.admin];

export function isAdminRole(role: RoleCode): boolean {
  return ADMIN_ROLES.includes(role);
}

export function isPaidAccountType(role: RoleCode): boolean {
  return PAID_ACCOUNT_TYPES.includes(role);
}
