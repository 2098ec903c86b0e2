import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

export function retryEInvoice(id: string) {
  return call(routes.eInvoices.retryEInvoice, { params: { id } });
}

export function useRetryEInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEInvoice,
    // The section tells what happened beside the list.
    meta: { handlesErrors: true },
    // Queued again or refused (retried meanwhile), the list shows what is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eInvoicesKeys.all }),
  });
}
