import { type LoginRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function logIn(body: LoginRequest) {
  return call(routes.auth.logIn, { body });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    meta: { handlesErrors: true },
    // A right password with a second factor due starts no session yet: the login page asks for it.
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQuery.queryKey, { user });
    },
  });
}
