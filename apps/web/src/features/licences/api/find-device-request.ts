import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/query-keys';

/** Which machine waits for this user code (each lookup counts against the user's limit: asked once). */
export function deviceRequestQuery(userCode: string) {
  return queryOptions({
    queryKey: deviceKeys.request(userCode),
    queryFn: ({ signal }) => call(routes.device.findDeviceRequest, { params: { userCode }, signal }),
    retry: false,
    // /device shows the refusal under the code field.
    meta: { handlesErrors: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
