import { type RecordBankRefundRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { eInvoicesKeys } from '../../../lib/query-keys';
import { PAYMENT_CHANGES } from './paid-order-queries';

/** Records that the bank sent a paid bank-transfer order's money back: the order becomes refunded. */
export function recordBankRefund({ id, ...body }: { id: string } & RecordBankRefundRequest) {
  return call(routes.payments.recordBankRefund, { params: { id }, body });
}

export function useRecordBankRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBankRefund,
    // The refund's dialog tells a refusal.
    meta: { handlesErrors: true },
    // What paying changed is taken back, and the order's e-invoice gets an adjustment invoice.
    onSuccess: () => refreshQueries(queryClient, [...PAYMENT_CHANGES, eInvoicesKeys.all]),
  });
}
