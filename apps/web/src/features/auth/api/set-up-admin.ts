import { routes, type SetupAdminRequest } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function setUpAdmin(body: SetupAdminRequest) {
  return call(routes.auth.setUpAdmin, { body });
}

/** The new super admin is signed in by it, ready to set up a second factor. */
export function useSetUpAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUpAdmin, onSuccess: () => queryClient.invalidateQueries(sessionQuery) });
}
