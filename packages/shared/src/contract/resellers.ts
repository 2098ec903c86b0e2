import {
  commissionRateRequestSchema,
  declineResellerApplicationRequestSchema,
  resellerApplicationListQuerySchema,
  resellerApplicationRequestSchema,
  resellerApplicationSchema,
  resellerSummarySchema,
  userIdParamsSchema,
} from '../schemas/resellers.js';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/tutorials.js';
import { NO_JSON, operation } from './operation.js';

/** Becoming a reseller (/be_reseller), an admin's decision, and the resellers' rates and status. */
export const resellers = {
  submitResellerApplication: operation({
    method: 'POST',
    path: '/reseller-applications',
    access: 'public',
    summary: 'Apply to become a reseller; applying again while one waits updates it (register_reseller)',
    body: resellerApplicationRequestSchema,
    responses: { 204: NO_JSON },
  }),
  listResellerApplications: operation({
    method: 'GET',
    path: '/reseller-applications',
    access: 'admin',
    summary: 'Applications in one state (pending by default), newest first, 50 to a page (fetch_reseller)',
    query: resellerApplicationListQuerySchema,
    responses: { 200: pageOf(resellerApplicationSchema) },
  }),
  approveResellerApplication: operation({
    method: 'POST',
    path: '/reseller-applications/:id/approve',
    access: 'admin',
    summary: "Approve at a commission rate: the applicant's verified account becomes a reseller (update_reseller)",
    params: idParamsSchema,
    body: commissionRateRequestSchema,
    responses: { 200: resellerApplicationSchema },
  }),
  declineResellerApplication: operation({
    method: 'POST',
    path: '/reseller-applications/:id/decline',
    access: 'admin',
    summary: 'Decline with a reason the applicant is told',
    params: idParamsSchema,
    body: declineResellerApplicationRequestSchema,
    responses: { 200: resellerApplicationSchema },
  }),
  listResellers: operation({
    method: 'GET',
    path: '/resellers',
    access: 'admin',
    summary: 'Active resellers, newest first, 50 to a page, with keys, clients and activations this month',
    query: pageQuerySchema,
    responses: { 200: pageOf(resellerSummarySchema) },
  }),
  getResellerSummary: operation({
    method: 'GET',
    path: '/resellers/me',
    access: 'reseller',
    summary: "The signed-in reseller's rate, keys, clients and activations this month",
    responses: { 200: resellerSummarySchema },
  }),
  changeCommissionRate: operation({
    method: 'PATCH',
    path: '/resellers/:userId',
    access: 'admin',
    summary: "Change an active reseller's commission rate",
    params: userIdParamsSchema,
    body: commissionRateRequestSchema,
    responses: { 200: resellerSummarySchema },
  }),
  revokeReseller: operation({
    method: 'DELETE',
    path: '/resellers/:userId',
    access: 'admin',
    summary: 'Take reseller status away; their unused keys stay theirs, frozen',
    params: userIdParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
