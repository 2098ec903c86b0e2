import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { deviceRoutes } from './routes.js';

/** Signing in from the software: no answer is stored. */
export function devicePlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(deviceRoutes(deps));
  };
}
