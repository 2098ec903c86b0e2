import type { EmailRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: EmailRequest) {
  return apiRequest<{ message: string }>('/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
