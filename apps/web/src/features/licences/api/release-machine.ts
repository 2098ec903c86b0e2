import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Frees a machine's seat (it is signed out of the software). */
export function releaseMachine(id: string) {
  return apiRequest<void>(`/licence/machines/${id}`, { method: 'DELETE' });
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
        queryClient.invalidateQueries({ queryKey: ['licences', 'machines'] }),
        queryClient.invalidateQueries({ queryKey: ['device', 'request'] }),
      ]),
  });
}
