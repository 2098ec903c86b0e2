import { routes, type UnmatchedTransferListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { paymentsKeys } from '../../../lib/query-keys';

export type TransferState = NonNullable<UnmatchedTransferListQuery['state']>;

export function unmatchedTransfersQuery(state: TransferState, page: number) {
  return queryOptions({
    queryKey: paymentsKeys.unmatched(state, page),
    queryFn: ({ signal }) => call(routes.payments.listUnmatchedTransfers, { query: { state, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
