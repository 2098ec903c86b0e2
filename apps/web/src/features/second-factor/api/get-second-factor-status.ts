import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** How the signed-in account proves a second factor: its authenticator app, passkeys, recovery codes left. */
export const secondFactorStatusQuery = queryOptions({
  queryKey: ['second-factor'],
  queryFn: ({ signal }) => call(routes.secondFactor.getSecondFactorStatus, { signal }),
});
