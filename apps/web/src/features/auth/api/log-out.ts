import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logOut() {
  return apiRequest<void>('/auth/logout', { method: 'POST', body: {} });
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
