import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { renewalsKeys } from '../../../lib/query-keys';

/** The signed-in customer's plan, what renews it and whether reminders are sent. */
export function myRenewalQuery() {
  return queryOptions({
    queryKey: renewalsKeys.mine,
    queryFn: ({ signal }) => call(routes.renewals.getMyRenewal, { signal }),
  });
}
