import { routes, type EmailRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function requestPasswordReset(body: EmailRequest) {
  return call(routes.auth.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
