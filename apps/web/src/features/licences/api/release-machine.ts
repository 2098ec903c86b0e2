import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deviceKeys, licencesKeys } from '../../../lib/query-keys';

/** Frees a machine's seat (it is signed out of the software). */
export function releaseMachine(id: string) {
  return call(routes.licences.releaseMachine, { params: { id } });
}

export function useReleaseMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseMachine,
    // The profile's computers section reports it in its own notice.
    meta: { handlesErrors: true },
    // /device asks again whether a seat waits for the machine it is approving.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licencesKeys.machines }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.requests }),
      ]),
  });
}
