import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { resellersRoutes } from './routes.js';

/** Resellers: no answer is stored. */
export function resellersPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(resellersRoutes(deps));
  };
}
