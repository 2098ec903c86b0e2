import type { UnmatchedTransfer } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function dismissBankTransfer({ id, reason }: { id: string; reason: string }) {
  return apiRequest<UnmatchedTransfer>(`/payments/bank/transfers/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: { reason },
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
