import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** E-mails a new setup link to the signed-in admin account; the earlier one stops working. */
export function sendSecondFactorSetupLink() {
  return call(routes.secondFactor.sendSecondFactorSetupLink);
}

export function useSendSecondFactorSetupLink() {
  return useMutation({ mutationFn: sendSecondFactorSetupLink, meta: { handlesErrors: true } });
}
