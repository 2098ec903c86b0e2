import {
  auditLogKeys,
  licenceKeysKeys,
  ordersKeys,
  paymentsKeys,
  resellersKeys,
  salesKeys,
  usersKeys,
} from '../../../lib/query-keys';

/** What paying an order changes on the dashboard: the order, the buyer's plan or keys, the sales, the log. */
export const PAYMENT_CHANGES = [
  ordersKeys.all,
  paymentsKeys.all,
  usersKeys.all,
  licenceKeysKeys.all,
  resellersKeys.all,
  salesKeys.all,
  auditLogKeys.all,
];
