import type { TotpEnrolment } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A new authenticator-app secret, not in use until its first code confirms it. */
export function startTotpEnrolment() {
  return apiRequest<TotpEnrolment>('/auth/totp', { method: 'POST' });
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment, meta: { handlesErrors: true } });
}
