import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { listAuditLog } from './list-audit-log.js';

export function auditLogRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'auditLog', {
      listAuditLog: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listAuditLog(deps.db, deps.config.businessTimeZone, request.query);
      },
    });
  };
}
