import { type RedeemLicenceKeyRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, licenceKeysKeys, resellersKeys, salesKeys, usersKeys } from '../../../lib/query-keys';

export function redeemLicenceKey(body: RedeemLicenceKeyRequest) {
  return call(routes.licenceKeys.redeemLicenceKey, { body });
}

/**
 * A redemption changes the key, the customer, the reseller's figures (their corner and the
 * resellers list), the sales figures and the audit log: each of those lists is fetched again.
 */
const REDEMPTION_CHANGES = [licenceKeysKeys.all, usersKeys.all, resellersKeys.all, salesKeys.all, auditLogKeys.all];

export function useRedeemLicenceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemLicenceKey,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, REDEMPTION_CHANGES),
  });
}
