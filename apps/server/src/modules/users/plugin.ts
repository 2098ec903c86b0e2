import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { usersRoutes } from './routes.js';

/** The dashboard's users: no answer is stored. */
export function usersPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(usersRoutes(deps));
  };
}
