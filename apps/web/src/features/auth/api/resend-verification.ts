import type { EmailRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification(body: EmailRequest) {
  return apiRequest<{ message: string }>('/auth/resend-verification', { method: 'POST', body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
