import { routes, type UnmatchedTransferListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type TransferState = NonNullable<UnmatchedTransferListQuery['state']>;

export function unmatchedTransfersQuery(state: TransferState, page: number) {
  return queryOptions({
    queryKey: ['payments', 'bank', 'unmatched', state, page],
    queryFn: ({ signal }) => call(routes.orders.listUnmatchedTransfers, { query: { state, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
