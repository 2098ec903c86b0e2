import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../lib/register-operations.js';
import { approveResellerApplication } from './approve-reseller-application.js';
import { changeCommissionRate } from './change-commission-rate.js';
import { declineResellerApplication } from './decline-reseller-application.js';
import { getResellerSummary } from './get-reseller-summary.js';
import { listResellerApplications } from './list-reseller-applications.js';
import { listResellers } from './list-resellers.js';
import { revokeReseller } from './revoke-reseller.js';
import { submitResellerApplication } from './submit-reseller-application.js';

/** Becoming a reseller (/be_reseller), an admin's decision, and the resellers' rates and status. */
export function resellersRoutes(deps: ModuleDeps): FastifyPluginAsync {
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
