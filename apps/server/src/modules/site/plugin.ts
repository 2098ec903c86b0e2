import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { siteRoutes } from './routes.js';

/** The public settings as the app registers them: nothing to set up around their route. */
export function sitePlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(siteRoutes(deps));
  };
}
