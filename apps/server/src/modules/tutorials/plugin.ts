import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { tutorialsRoutes } from './routes.js';

/** The public tutorials as the app registers them: each of their routes says how long its answer keeps. */
export function tutorialsPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(tutorialsRoutes(deps));
  };
}
