import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';
import { secondFactorStatusQuery } from './get-second-factor-status';

/** The app's first code confirms it; as the account's first second factor it brings recovery codes. */
export function confirmTotpEnrolment(body: { code: string }) {
  return call(routes.secondFactor.confirmTotpEnrolment, { body });
}

export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    meta: { handlesErrors: true },
    // The server marks this session as having proved it: the dashboard may open now.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(secondFactorStatusQuery),
        queryClient.invalidateQueries(sessionQuery),
      ]),
  });
}
