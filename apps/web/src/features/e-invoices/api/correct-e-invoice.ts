import { type CorrectEInvoiceRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

export function correctEInvoice({ id, ...body }: CorrectEInvoiceRequest & { id: string }) {
  return call(routes.eInvoices.correctEInvoice, { params: { id }, body });
}

export function useCorrectEInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctEInvoice,
    // The correction's dialog tells a refusal, under its fields or above them.
    meta: { handlesErrors: true },
    // The correction is queued beside the invoice it corrects.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eInvoicesKeys.all }),
  });
}
