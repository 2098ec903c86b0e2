import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A super admin takes every second factor away from another account, which is signed out everywhere. */
export function resetSecondFactor(userId: string) {
  return apiRequest<void>(`/users/${encodeURIComponent(userId)}/second-factor`, { method: 'DELETE' });
}

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor, meta: { handlesErrors: true } });
}
