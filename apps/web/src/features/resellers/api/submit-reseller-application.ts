import { type ResellerApplicationRequest, routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function submitResellerApplication(body: ResellerApplicationRequest) {
  return call(routes.resellers.submitResellerApplication, { body });
}

/** The page shows this call's failures itself, under the spec's title 'Error'. */
export function useSubmitResellerApplication() {
  return useMutation({ mutationFn: submitResellerApplication, meta: { handlesErrors: true } });
}
