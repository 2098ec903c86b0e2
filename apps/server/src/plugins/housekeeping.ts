import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders } from '../domain/expire-unpaid-orders.js';
import { purgeExpired } from '../lib/purge-expired.js';
import type { SystemDeps } from '../lib/unit-of-work.js';

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges expired rows and expires unpaid orders once at start and every hour after (every
 * process may: both are idempotent).
 */
export function registerHousekeeping(app: FastifyInstance, system: SystemDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = purgeExpired(system)
      .then((counts) => app.log.debug({ purged: counts }, 'expired rows purged'))
      .then(() => expireUnpaidOrders(system))
      .then((ids) => ids.length > 0 && app.log.info({ orders: ids }, 'unpaid orders expired'))
      .catch((error: unknown) => app.log.error({ err: error }, 'purge of expired rows failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(purge, INTERVAL_MS);
    timer.unref();
    purge();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
