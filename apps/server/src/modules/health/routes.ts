import { healthSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { isDatabaseReachable } from './check-database.js';

export function healthRoutes({ db }: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Liveness and database check',
          tags: ['health'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const reachable = await isDatabaseReachable(db);
        reply.header('cache-control', 'no-store');
        if (!reachable) return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
