import {
  commissionRateRequestSchema,
  declineResellerApplicationRequestSchema,
  resellerApplicationListQuerySchema,
  resellerApplicationRequestSchema,
  resellerApplicationSchema,
  resellerStatementQuerySchema,
  resellerSummarySchema,
  userIdParamsSchema,
} from '../schemas/resellers.js';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Becoming a reseller (/be_reseller), an admin's decision, and the resellers' rates and status. */
export const resellers = {
  submitResellerApplication: operation({
    ...API_PATHS.resellers.submitResellerApplication,
    access: 'public',
    summary: 'Apply to become a reseller; applying again while one waits updates it (register_reseller)',
    body: resellerApplicationRequestSchema,
    responses: { 204: NO_JSON },
  }),
  listResellerApplications: operation({
    ...API_PATHS.resellers.listResellerApplications,
    access: 'admin',
    summary: 'Applications in one state (pending by default), newest first, 50 to a page (fetch_reseller)',
    query: resellerApplicationListQuerySchema,
    responses: { 200: pageOf(resellerApplicationSchema) },
  }),
  approveResellerApplication: operation({
    ...API_PATHS.resellers.approveResellerApplication,
    access: 'admin',
    summary: "Approve at a commission rate: the applicant's verified account becomes a reseller (update_reseller)",
    params: idParamsSchema,
    body: commissionRateRequestSchema,
    responses: { 200: resellerApplicationSchema },
  }),
  declineResellerApplication: operation({
    ...API_PATHS.resellers.declineResellerApplication,
    access: 'admin',
    summary: 'Decline with a reason the applicant is told',
    params: idParamsSchema,
    body: declineResellerApplicationRequestSchema,
    responses: { 200: resellerApplicationSchema },
  }),
  listResellers: operation({
    ...API_PATHS.resellers.listResellers,
    access: 'admin',
    summary: 'Active resellers, newest first, 50 to a page, with keys, clients and activations this month',
    query: pageQuerySchema,
    responses: { 200: pageOf(resellerSummarySchema) },
  }),
  getResellerSummary: operation({
    ...API_PATHS.resellers.getResellerSummary,
    access: 'reseller',
    summary: "The signed-in reseller's rate, keys, clients and activations this month",
    responses: { 200: resellerSummarySchema },
  }),
  exportOwnResellerStatement: operation({
    ...API_PATHS.resellers.exportOwnResellerStatement,
    access: 'reseller',
    summary:
      "The signed-in reseller's statement of a month: each activation with its package, the commission rate then and what they paid for the key",
    query: resellerStatementQuerySchema,
    responses: { 200: NO_JSON },
  }),
  exportResellerStatement: operation({
    ...API_PATHS.resellers.exportResellerStatement,
    access: 'admin',
    summary: "A reseller's statement of a month, as they download it",
    params: userIdParamsSchema,
    query: resellerStatementQuerySchema,
    responses: { 200: NO_JSON },
  }),
  changeCommissionRate: operation({
    ...API_PATHS.resellers.changeCommissionRate,
    access: 'admin',
    summary: "Change an active reseller's commission rate",
    params: userIdParamsSchema,
    body: commissionRateRequestSchema,
    responses: { 200: resellerSummarySchema },
  }),
  revokeReseller: operation({
    ...API_PATHS.resellers.revokeReseller,
    access: 'admin',
    summary: 'Take reseller status away; their unused keys stay theirs, frozen',
    params: userIdParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
