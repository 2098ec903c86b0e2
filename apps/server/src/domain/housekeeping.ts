import { expireUnpaidOrders } from './expire-unpaid-orders.js';
import { purgeExpired } from '../service-core/purge-expired.js';
import type { ScheduledJob } from '../service-core/scheduled-jobs.js';

/**
 * Purges expired rows and expires unpaid orders, at start and every hour after, in one process
 * at a time like every scheduled job (decision 028).
 */
export const housekeeping: ScheduledJob = {
  name: 'housekeeping',
  everyMs: 60 * 60 * 1000,
  run: async (system) => {
    const purged = await purgeExpired(system);
    system.log.debug({ purged }, 'expired rows purged');
    const expired = await expireUnpaidOrders(system);
    if (expired.length > 0) system.log.info({ orders: expired }, 'unpaid orders expired');
  },
};
