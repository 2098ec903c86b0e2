import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { licencesKeys } from '../../../lib/query-keys';

/** The machines holding the signed-in user's seats, and the plan's number of seats. */
export function myMachinesQuery() {
  return queryOptions({
    queryKey: licencesKeys.mine,
    queryFn: ({ signal }) => call(routes.licences.listOwnMachines, { signal }),
  });
}

/** A customer's machines, for staff (their own clients' for resellers). */
export function customerMachinesQuery(userId: string) {
  return queryOptions({
    queryKey: licencesKeys.customerMachines(userId),
    queryFn: ({ signal }) => call(routes.licences.listMachines, { params: { id: userId }, signal }),
  });
}
