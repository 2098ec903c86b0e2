import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { ordersRoutes } from './routes.js';

/** Orders: no answer is stored. */
export function ordersPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await app.register(ordersRoutes(deps));
  };
}
