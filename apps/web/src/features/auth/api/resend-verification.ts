import { routes, type EmailRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function resendVerification(body: EmailRequest) {
  return call(routes.auth.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
