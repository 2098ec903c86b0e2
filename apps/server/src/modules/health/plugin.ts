import type { FastifyPluginAsync } from 'fastify';
import type { HealthDeps } from '../../app-deps.js';
import { healthRoutes } from './routes.js';

/** The health check as the app registers it: nothing to set up around its route. */
export function healthPlugin(deps: HealthDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(healthRoutes(deps));
  };
}
