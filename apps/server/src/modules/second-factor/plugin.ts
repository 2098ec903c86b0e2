import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { secondFactorRoutes } from './routes.js';

/** Second factors: no answer is stored. */
export function secondFactorPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(secondFactorRoutes(deps));
  };
}
