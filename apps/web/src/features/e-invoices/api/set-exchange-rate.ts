import { routes, type SetExchangeRateRequest } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { eInvoicesKeys } from '../../../lib/query-keys';

export function setExchangeRate({ day, ...body }: SetExchangeRateRequest & { day: string }) {
  return call(routes.eInvoices.setExchangeRate, { params: { day }, body });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    // The rate form tells a refusal under its fields.
    meta: { handlesErrors: true },
    // The rates, and the invoices that waited for this day's, which are sent at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eInvoicesKeys.all }),
  });
}
