import { type RedeemLicenceKeyRequest, routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** What redeeming a key for a customer would give them; redeems nothing. */
export function quoteLicenceKeyRedemption(body: RedeemLicenceKeyRequest) {
  return call(routes.licenceKeys.quoteLicenceKeyRedemption, { body });
}

export function useQuoteLicenceKeyRedemption() {
  return useMutation({ mutationFn: quoteLicenceKeyRedemption, meta: { handlesErrors: true } });
}
