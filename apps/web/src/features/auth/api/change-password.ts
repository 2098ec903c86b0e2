import { routes, type ChangePasswordRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordRequest) {
  return call(routes.auth.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
