import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { paymentsKeys } from '../../../lib/query-keys';

/** The open transfers naming an order (or another of its buyer's), offered as it is marked paid. */
export function transfersNamingOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: paymentsKeys.namingOrder(orderId),
    queryFn: ({ signal }) => call(routes.payments.listTransfersNamingOrder, { params: { id: orderId }, signal }),
  });
}
