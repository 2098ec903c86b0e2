import type { UnmatchedTransfer } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function markBankTransferRefunded({ id, note }: { id: string; note: string }) {
  return apiRequest<UnmatchedTransfer>(`/payments/bank/transfers/${encodeURIComponent(id)}/refunded`, {
    method: 'POST',
    body: { note },
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
