import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { healthRoutes } from './routes.js';

/** The health check as the app registers it: nothing to set up around its route. */
export function healthPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(healthRoutes(deps));
  };
}
