import { routes, type RegisterRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function registerUser(body: RegisterRequest) {
  return call(routes.auth.registerUser, { body });
}

export function useRegisterUser() {
  // The form tells its own failures, beside the fields they are about.
  return useMutation({ mutationFn: registerUser, meta: { handlesErrors: true } });
}
