import type { ResellerApplicationRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function submitResellerApplication(body: ResellerApplicationRequest) {
  return apiRequest<void>('/reseller-applications', { method: 'POST', body });
}

/** The page shows this call's failures itself, under the spec's title 'Error'. */
export function useSubmitResellerApplication() {
  return useMutation({ mutationFn: submitResellerApplication, meta: { handlesErrors: true } });
}
