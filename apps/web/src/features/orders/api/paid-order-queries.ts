/** What paying an order changes on the dashboard: the order, the buyer's plan or keys, the sales, the log. */
export const PAYMENT_CHANGES = [
  'orders',
  'payments',
  'users',
  'licence-keys',
  'resellers',
  'sales',
  'audit-log',
] as const;
