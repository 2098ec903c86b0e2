import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** A query, not a mutation, so the link is used once even when React renders twice. */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => call(routes.auth.verifyEmail, { body: { token } }),
    retry: false,
    meta: { handlesErrors: true },
    staleTime: Infinity,
  });
}
