import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const ownResellerSummaryQuery = queryOptions({
  queryKey: ['resellers', 'me'],
  queryFn: ({ signal }) => call(routes.resellers.getResellerSummary, { signal }),
});
