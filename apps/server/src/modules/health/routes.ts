import type { FastifyPluginAsync } from 'fastify';
import type { HealthDeps } from '../../app-deps.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { isDatabaseReachable } from './check-database.js';
import { checkMigrations } from './check-migrations.js';

export function healthRoutes({ probe }: HealthDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'health', {
      checkHealth: async (_request, reply) => {
        const reachable = await isDatabaseReachable(probe);
        reply.header('cache-control', 'no-store');
        if (!reachable) return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
        return { status: 'ok' as const, database: 'ok' as const };
      },
      checkReadiness: async (_request, reply) => {
        const database = (await isDatabaseReachable(probe)) ? ('ok' as const) : ('unavailable' as const);
        const migrations = database === 'ok' ? await checkMigrations(probe) : ('unknown' as const);
        // Once a stop begins, Fastify itself answers 503 to every new request (return503OnClosing).
        const ready = database === 'ok' && migrations === 'ok';
        reply.header('cache-control', 'no-store');
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, migrations });
      },
    });
  };
}
