import { type LinkCheckRequest, routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** Whether a reset or setup link can still be used; asking does not use it. */
export function checkLinkQuery(body: LinkCheckRequest) {
  return queryOptions({
    queryKey: authKeys.checkLink(body),
    queryFn: () => call(routes.auth.checkLink, { body }),
    retry: false,
    meta: { handlesErrors: true },
  });
}
