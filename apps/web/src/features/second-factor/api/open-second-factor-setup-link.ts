import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorKeys } from '../../../lib/query-keys';

/**
 * Opens the e-mailed setup link in this session. A query, not a mutation, so the link is used
 * once even when React renders twice.
 */
export function openSecondFactorSetupLinkQuery(token: string) {
  return queryOptions({
    queryKey: secondFactorKeys.setupLink(token),
    queryFn: async () => {
      await call(routes.secondFactor.openSecondFactorSetupLink, { body: { token } });
      return true;
    },
    retry: false,
    meta: { handlesErrors: true },
    staleTime: Infinity,
  });
}
