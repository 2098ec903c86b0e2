import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A new authenticator-app secret, not in use until its first code confirms it. */
export function startTotpEnrolment() {
  return call(routes.secondFactor.startTotpEnrolment);
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment, meta: { handlesErrors: true } });
}
