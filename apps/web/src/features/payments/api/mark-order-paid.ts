import { type MarkOrderPaidRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { PAYMENT_CHANGES } from './paid-order-queries';

/** Marks an order paid; with a transfer, that transfer is settled against it at the same time. */
export function markOrderPaid({ id, ...body }: { id: string } & NonNullable<MarkOrderPaidRequest>) {
  return call(routes.payments.markOrderPaid, { params: { id }, body });
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, PAYMENT_CHANGES),
  });
}
