import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from './auth-deps.js';
import { authRoutes } from './routes.js';

/** Accounts as the app registers them: each of their routes says how long its answer keeps. */
export function authPlugin(deps: AuthDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(authRoutes(deps));
  };
}
