import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { resellersKeys } from '../../../lib/query-keys';

export const ownResellerSummaryQuery = queryOptions({
  queryKey: resellersKeys.mine,
  queryFn: ({ signal }) => call(routes.resellers.getResellerSummary, { signal }),
});
