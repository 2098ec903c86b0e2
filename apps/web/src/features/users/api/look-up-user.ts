import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function lookUpUser(email: string) {
  return call(routes.users.lookUpUser, { query: { email } });
}

/** Check Users asks on submit, so the lookup is a mutation of the form, not a cached query. */
export function useLookUpUser() {
  return useMutation({ mutationFn: lookUpUser, meta: { handlesErrors: true } });
}
