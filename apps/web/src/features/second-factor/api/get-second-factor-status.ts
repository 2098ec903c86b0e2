import type { SecondFactorStatus } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How the signed-in account proves a second factor: its authenticator app, passkeys, recovery codes left. */
export const secondFactorStatusQuery = queryOptions({
  queryKey: ['second-factor'],
  queryFn: ({ signal }) => apiRequest<SecondFactorStatus>('/auth/second-factor', { signal }),
});
