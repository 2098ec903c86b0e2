import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A super admin takes every second factor away from another account, which is signed out everywhere. */
export function resetSecondFactor(userId: string) {
  return call(routes.users.resetSecondFactor, { params: { id: userId } });
}

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor, meta: { handlesErrors: true } });
}
