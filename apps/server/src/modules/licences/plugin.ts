import { LICENCE_KEYS_PATH } from '@oneclick/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { licencesRoutes } from './routes.js';

/** The licences: no answer is stored but the public keys, which say how long they keep. */
export function licencesPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.url !== LICENCE_KEYS_PATH) reply.header('cache-control', 'no-store');
    });

    await app.register(licencesRoutes(deps));
  };
}
