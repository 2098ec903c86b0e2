import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorKeys } from '../../../lib/query-keys';

/** How the signed-in account proves a second factor: its authenticator app, passkeys, recovery codes left. */
export const secondFactorStatusQuery = queryOptions({
  queryKey: secondFactorKeys.all,
  queryFn: ({ signal }) => call(routes.secondFactor.getSecondFactorStatus, { signal }),
});
