import { type RenewalRemindersRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { renewalsKeys } from '../../../lib/query-keys';

export function setRenewalReminders(body: RenewalRemindersRequest) {
  return call(routes.renewals.setRenewalReminders, { body });
}

export function useSetRenewalReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRenewalReminders,
    onSuccess: (renewal) => queryClient.setQueryData(renewalsKeys.mine, renewal),
  });
}
