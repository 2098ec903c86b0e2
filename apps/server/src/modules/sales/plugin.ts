import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { syncMonthCounts } from './month-counts.js';
import { salesRoutes } from './routes.js';

/** The sales: their month counts brought up to date at start-up, and no answer stored. */
export function salesPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onReady', () => syncMonthCounts({ ...deps, log: app.log }, deps.config.businessTimeZone));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(salesRoutes(deps));
  };
}
