import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { getSite } from './get-site.js';

export function siteRoutes({ config }: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'site', {
      getSite: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return getSite(config);
      },
    });
  };
}
