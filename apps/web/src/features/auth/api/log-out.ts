import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function logOut() {
  return call(routes.auth.logOut);
}

/**
 * Ends the session, then loads the home page afresh: nothing fetched for the user
 * survives in memory, and no guarded page is left on screen to bounce to the login.
 */
export function useLogOut() {
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => window.location.assign('/'),
  });
}
