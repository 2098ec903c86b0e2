import {
  commissionRateRequestSchema,
  declineResellerApplicationRequestSchema,
  idParamsSchema,
  pageOf,
  pageQuerySchema,
  resellerApplicationListQuerySchema,
  resellerApplicationRequestSchema,
  resellerApplicationSchema,
  resellerSummarySchema,
  userIdParamsSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { approveResellerApplication } from './approve-reseller-application.js';
import { changeCommissionRate } from './change-commission-rate.js';
import { declineResellerApplication } from './decline-reseller-application.js';
import { getResellerSummary } from './get-reseller-summary.js';
import { listResellerApplications } from './list-reseller-applications.js';
import { listResellers } from './list-resellers.js';
import { revokeReseller } from './revoke-reseller.js';
import { submitResellerApplication } from './submit-reseller-application.js';

const tags = ['resellers'];

/** Becoming a reseller (/be_reseller), an admin's decision, and the resellers' rates and status. */
export function resellersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/reseller-applications',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Apply to become a reseller; applying again while one waits updates it (register_reseller)',
          tags,
          body: resellerApplicationRequestSchema,
        },
      },
      async (request, reply) => {
        await submitResellerApplication(deps, actorOf(request), request.body);
        return reply.code(204).send();
      },
    );

    app.get(
      '/reseller-applications',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Applications in one state (pending by default), newest first, 50 to a page (fetch_reseller)',
          tags,
          querystring: resellerApplicationListQuerySchema,
          response: { 200: pageOf(resellerApplicationSchema) },
        },
      },
      async (request) => listResellerApplications(deps.db, request.query),
    );

    app.post(
      '/reseller-applications/:id/approve',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            "Approve at a commission rate: the applicant's verified account becomes a reseller (update_reseller)",
          tags,
          params: idParamsSchema,
          body: commissionRateRequestSchema,
          response: { 200: resellerApplicationSchema },
        },
      },
      async (request) =>
        approveResellerApplication(deps, actorOf(request), {
          applicationId: request.params.id,
          commissionRate: request.body.commissionRate,
        }),
    );

    app.post(
      '/reseller-applications/:id/decline',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Decline with a reason the applicant is told',
          tags,
          params: idParamsSchema,
          body: declineResellerApplicationRequestSchema,
          response: { 200: resellerApplicationSchema },
        },
      },
      async (request) =>
        declineResellerApplication(deps, actorOf(request), {
          applicationId: request.params.id,
          reason: request.body.reason,
        }),
    );

    app.get(
      '/resellers',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Active resellers, newest first, 50 to a page, with keys, clients and activations this month',
          tags,
          querystring: pageQuerySchema,
          response: { 200: pageOf(resellerSummarySchema) },
        },
      },
      async (request) => listResellers(deps.db, request.query),
    );

    app.get(
      '/resellers/me',
      {
        config: { access: 'reseller' },
        schema: {
          summary: "The signed-in reseller's rate, keys, clients and activations this month",
          tags,
          response: { 200: resellerSummarySchema },
        },
      },
      async (request) => getResellerSummary(deps.db, currentUser(request).id),
    );

    app.patch(
      '/resellers/:userId',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Change an active reseller's commission rate",
          tags,
          params: userIdParamsSchema,
          body: commissionRateRequestSchema,
          response: { 200: resellerSummarySchema },
        },
      },
      async (request) =>
        changeCommissionRate(deps, actorOf(request), {
          userId: request.params.userId,
          commissionRate: request.body.commissionRate,
        }),
    );

    app.delete(
      '/resellers/:userId',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Take reseller status away; their unused keys stay theirs, frozen',
          tags,
          params: userIdParamsSchema,
        },
      },
      async (request, reply) => {
        await revokeReseller(deps, actorOf(request), { userId: request.params.userId });
        return reply.code(204).send();
      },
    );
  };
}
