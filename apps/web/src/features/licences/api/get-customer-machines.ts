import type { MachineList } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A customer's machines, for staff (their own clients' for resellers). */
export function customerMachinesQuery(userId: string) {
  return queryOptions({
    queryKey: ['licences', 'machines', userId],
    queryFn: ({ signal }) => apiRequest<MachineList>(`/users/${userId}/machines`, { signal }),
  });
}
