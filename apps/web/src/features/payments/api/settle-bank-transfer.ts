import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, paymentsKeys } from '../../../lib/query-keys';

/** An unmatched transfer set aside, with why. */
export function dismissBankTransfer({ id, reason }: { id: string; reason: string }) {
  return call(routes.payments.dismissBankTransfer, { params: { id }, body: { reason } });
}

/** An unmatched transfer given back outside the portal, with how. */
export function markBankTransferRefunded({ id, note }: { id: string; note: string }) {
  return call(routes.payments.markBankTransferRefunded, { params: { id }, body: { note } });
}

export function useDismissBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissBankTransfer,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [paymentsKeys.all, auditLogKeys.all]),
  });
}

export function useMarkBankTransferRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBankTransferRefunded,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, [paymentsKeys.all, auditLogKeys.all]),
  });
}
