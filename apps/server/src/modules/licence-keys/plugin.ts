import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { licenceKeysRoutes } from './routes.js';

/** Licence keys: no answer is stored. */
export function licenceKeysPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(licenceKeysRoutes(deps));
  };
}
