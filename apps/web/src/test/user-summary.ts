import { ROLES, type UserSummary } from '@oneclick/shared';

/** An account as the user list and Check Users answer it: a free customer, unless told otherwise. */
export function userSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: '00000000-0000-4000-8000-000000000021',
    name: 'Cao Customer',
    email: 'cao@factory.test',
    role: ROLES.free,
    effectiveRole: ROLES.free,
    expiresAt: null,
    country: 'VN',
    emailVerified: true,
    isReseller: false,
    commissionRate: null,
    editor: null,
    reseller: null,
    ...overrides,
  };
}
