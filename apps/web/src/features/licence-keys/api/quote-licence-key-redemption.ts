import type { LicenceKeyRedemptionQuote, RedeemLicenceKeyRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What redeeming a key for a customer would give them; redeems nothing. */
export function quoteLicenceKeyRedemption(body: RedeemLicenceKeyRequest) {
  return apiRequest<LicenceKeyRedemptionQuote>('/licence-keys/redeem/quote', { method: 'POST', body });
}

export function useQuoteLicenceKeyRedemption() {
  return useMutation({ mutationFn: quoteLicenceKeyRedemption, meta: { handlesErrors: true } });
}
