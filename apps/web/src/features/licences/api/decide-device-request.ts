import type { DeviceDecisionRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function decideDeviceRequest(body: DeviceDecisionRequest) {
  return apiRequest<void>('/device/decision', { method: 'POST', body });
}

export function useDecideDeviceRequest() {
  // /device shows the refusal beside the buttons.
  return useMutation({ mutationFn: decideDeviceRequest, meta: { handlesErrors: true } });
}
