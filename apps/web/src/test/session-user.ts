import type { SessionUser } from '@oneclick/shared';
import { createQueryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';

/** A signed-in account as the session answers it: an admin with a second factor, unless told otherwise. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ana Admin',
    email: 'ana@factory.test',
    role: 1,
    effectiveRole: 1,
    expiresAt: null,
    country: 'VN',
    language: 'en-US',
    isReseller: false,
    commissionRate: null,
    editor: null,
    secondFactor: true,
    company: { companyName: null, companyAddress: null, taxCode: null, personalId: null },
    ...overrides,
  };
}

/** A query client whose session is this user's (or nobody's). */
export function queryClientSignedInAs(user: SessionUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user });
  return queryClient;
}
