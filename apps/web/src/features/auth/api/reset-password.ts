import { routes, type ResetPasswordRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordRequest) {
  return call(routes.auth.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
