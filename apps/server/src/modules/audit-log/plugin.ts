import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { auditLogRoutes } from './routes.js';

/** The audit log as the app registers it: nothing to set up around its route. */
export function auditLogPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(auditLogRoutes(deps));
  };
}
