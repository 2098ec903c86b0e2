import { Readable } from 'node:stream';
import { resellerStatementFileName } from '@oneclick/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { XLSX_CONTENT_TYPE } from '../../utils/xlsx-stream.js';
import { approveResellerApplication } from './approve-reseller-application.js';
import { changeCommissionRate } from './change-commission-rate.js';
import { declineResellerApplication } from './decline-reseller-application.js';
import { exportResellerStatement } from './export-reseller-statement.js';
import { getResellerSummary } from './get-reseller-summary.js';
import { listResellerApplications } from './list-reseller-applications.js';
import { listResellers } from './list-resellers.js';
import { revokeReseller } from './revoke-reseller.js';
import { submitResellerApplication } from './submit-reseller-application.js';

/** Becoming a reseller (/be_reseller), an admin's decision, and the resellers' rates, status and statements. */
export function resellersRoutes(deps: ModuleDeps): FastifyPluginAsync {
  const sendStatement = async (reply: FastifyReply, month: string, resellerId: string) => {
    const workbook = await exportResellerStatement(deps.db, deps.config, resellerId, month);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${resellerStatementFileName(month)}"`)
      .send(Readable.from(workbook, { objectMode: false }));
  };
  return async (app) => {
    registerOperations(app, 'resellers', {
      submitResellerApplication: async (request, reply) => {
        await submitResellerApplication(deps, actorOf(request), request.body);
        return reply.code(204).send();
      },
      listResellerApplications: async (request) => listResellerApplications(deps.db, request.query),
      approveResellerApplication: async (request) =>
        approveResellerApplication(deps, actorOf(request), {
          applicationId: request.params.id,
          commissionRate: request.body.commissionRate,
        }),
      declineResellerApplication: async (request) =>
        declineResellerApplication(deps, actorOf(request), {
          applicationId: request.params.id,
          reason: request.body.reason,
        }),
      listResellers: async (request) => listResellers(deps.db, request.query),
      getResellerSummary: async (request) => getResellerSummary(deps.db, currentUser(request).id),
      exportOwnResellerStatement: async (request, reply) =>
        sendStatement(reply, request.query.month, currentUser(request).id),
      exportResellerStatement: async (request, reply) =>
        sendStatement(reply, request.query.month, request.params.userId),
      changeCommissionRate: async (request) =>
        changeCommissionRate(deps, actorOf(request), {
          userId: request.params.userId,
          commissionRate: request.body.commissionRate,
        }),
      revokeReseller: async (request, reply) => {
        await revokeReseller(deps, actorOf(request), { userId: request.params.userId });
        return reply.code(204).send();
      },
    });
  };
}
