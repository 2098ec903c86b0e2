import type { RegisterRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function registerUser(body: RegisterRequest) {
  return apiRequest<{ message: string }>('/auth/register', { method: 'POST', body });
}

export function useRegisterUser() {
  // The form tells its own failures, beside the fields they are about.
  return useMutation({ mutationFn: registerUser, meta: { handlesErrors: true } });
}
