import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { cmsRoutes } from './routes.js';

/** The editors' workspace: no answer is stored, and a write makes the public reads fresh. */
export function cmsPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A write has committed by now: the public copies are read again before the answer leaves.
      if (request.method !== 'GET') deps.publicCache.expire();
    });

    await app.register(cmsRoutes(deps));
  };
}
