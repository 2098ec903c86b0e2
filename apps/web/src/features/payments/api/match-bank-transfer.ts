import { type MatchTransferRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { PAYMENT_CHANGES } from './paid-order-queries';

export function matchBankTransfer({ id, ...body }: MatchTransferRequest & { id: string }) {
  return call(routes.payments.matchBankTransfer, { params: { id }, body });
}

export function useMatchBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchBankTransfer,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, PAYMENT_CHANGES),
  });
}
