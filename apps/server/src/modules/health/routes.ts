import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { registerOperations } from '../../lib/register-operations.js';
import { isDatabaseReachable } from './check-database.js';

export function healthRoutes({ db }: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'health', {
      checkHealth: async (_request, reply) => {
        const reachable = await isDatabaseReachable(db);
        reply.header('cache-control', 'no-store');
        if (!reachable) return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
        return { status: 'ok' as const, database: 'ok' as const };
      },
    });
  };
}
