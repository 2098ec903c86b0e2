import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { licenceKeysKeys, renewalsKeys } from '../../../lib/query-keys';

export function renewWithKey({ id, expiresAt }: { id: string; expiresAt: string }) {
  return call(routes.renewals.renewWithKey, { params: { id }, body: { expiresAt } });
}

export function useRenewWithKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewWithKey,
    // The section tells what happened beside the list.
    meta: { handlesErrors: true },
    // Renewed or refused (renewed meanwhile, no key left), the list and the keys show what is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: renewalsKeys.all }),
        queryClient.invalidateQueries({ queryKey: licenceKeysKeys.all }),
      ]),
  });
}
