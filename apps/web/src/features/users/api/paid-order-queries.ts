import type { QueryClient } from '@tanstack/react-query';

/** What paying an order changes on the dashboard: the order, the buyer's plan or keys, the sales, the log. */
export function refreshAfterPayment(queryClient: QueryClient) {
  return Promise.all(
    ['orders', 'payments', 'users', 'licence-keys', 'resellers', 'sales', 'audit-log'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
