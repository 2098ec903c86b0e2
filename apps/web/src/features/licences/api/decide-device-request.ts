import { type DeviceDecisionRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/query-keys';

export function decideDeviceRequest(body: DeviceDecisionRequest) {
  return call(routes.device.decideDeviceRequest, { body });
}

export function useDecideDeviceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeviceRequest,
    // /device shows the refusal beside the buttons.
    meta: { handlesErrors: true },
    // A refusal may come from a seat taken meanwhile: the page shows the seats as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: deviceKeys.requests }),
  });
}
