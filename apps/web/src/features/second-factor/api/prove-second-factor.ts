import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

/** The login's second step with the authenticator app's code or a recovery code: the session starts here. */
export function proveSecondFactor(body: { code: string }) {
  return call(routes.secondFactor.proveSecondFactor, { body });
}

export function useProveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proveSecondFactor,
    // A wrong or spent code, or a step that took too long, goes to the page's dismissible alert.
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, { user }),
  });
}
