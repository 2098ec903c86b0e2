import type { MatchTransferRequest, UnmatchedTransfer } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { PAYMENT_CHANGES } from './paid-order-queries';

export function matchBankTransfer({ id, ...body }: MatchTransferRequest & { id: string }) {
  return apiRequest<UnmatchedTransfer>(`/payments/bank/transfers/${encodeURIComponent(id)}/match`, {
    method: 'POST',
    body,
  });
}

export function useMatchBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchBankTransfer,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, PAYMENT_CHANGES),
  });
}
