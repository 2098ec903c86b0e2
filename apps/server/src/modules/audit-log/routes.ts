import { auditEntrySchema, auditLogQuerySchema, pageOf } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { listAuditLog } from './list-audit-log.js';

export function auditLogRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit-log',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            "Who did what to whom, when and from where; filtered by the actor's and the target's e-mail, a named action and days in the business's time zone",
          tags: ['audit log'],
          querystring: auditLogQuerySchema,
          response: { 200: pageOf(auditEntrySchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listAuditLog(deps.db, deps.config.businessTimeZone, request.query);
      },
    );
  };
}
