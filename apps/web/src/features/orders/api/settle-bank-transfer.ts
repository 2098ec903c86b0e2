import type { UnmatchedTransfer } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** An unmatched transfer set aside, with why. */
export function dismissBankTransfer({ id, reason }: { id: string; reason: string }) {
  return apiRequest<UnmatchedTransfer>(`/payments/bank/transfers/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: { reason },
  });
}

/** An unmatched transfer given back outside the portal, with how. */
export function markBankTransferRefunded({ id, note }: { id: string; note: string }) {
  return apiRequest<UnmatchedTransfer>(`/payments/bank/transfers/${encodeURIComponent(id)}/refunded`, {
    method: 'POST',
    body: { note },
  });
}

export function useDismissBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissBankTransfer,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['payments', 'audit-log']),
  });
}

export function useMarkBankTransferRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBankTransferRefunded,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['payments', 'audit-log']),
  });
}
