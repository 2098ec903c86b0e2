import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';
import { sessionQuery } from '../../../lib/session';

/**
 * Signs in with the e-mailed link. A query, not a mutation, so the link is used once even when
 * React renders twice; a second factor due starts no session yet, as after a password.
 */
export function logInWithLinkQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.loginLink(token),
    queryFn: async ({ client }) => {
      const answer = await call(routes.auth.logInWithLink, { body: { token } });
      if (answer.user) client.setQueryData(sessionQuery.queryKey, { user: answer.user });
      return answer;
    },
    retry: false,
    meta: { handlesErrors: true },
    staleTime: Infinity,
  });
}
