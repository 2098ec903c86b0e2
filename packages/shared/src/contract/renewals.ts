import { redeemLicenceKeyResponseSchema } from '../schemas/licence-keys.js';
import {
  myRenewalSchema,
  renewalListQuerySchema,
  renewalRemindersRequestSchema,
  renewalSchema,
  renewWithKeyRequestSchema,
} from '../schemas/renewals.js';
import { idParamsSchema, pageOf } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** Renewals: a customer's plan as it renews, and the reminders before it ends. */
export const renewals = {
  getMyRenewal: operation({
    ...API_PATHS.renewals.getMyRenewal,
    access: 'user',
    summary: "The signed-in customer's plan, how it renews and whether reminders are sent",
    responses: { 200: myRenewalSchema },
  }),
  setRenewalReminders: operation({
    ...API_PATHS.renewals.setRenewalReminders,
    access: 'user',
    summary: 'Turn the reminders before the plan ends on or off (the notice on the day always goes)',
    body: renewalRemindersRequestSchema,
    responses: { 200: myRenewalSchema },
  }),
  listRenewals: operation({
    ...API_PATHS.renewals.listRenewals,
    access: 'staff',
    summary:
      'Plans ending in the next 60 days or ended in the last 30 (or ending in the next 30 with `endingSoon`), soonest first, 50 to a page: every customer for admins (by package and reseller), their own clients for resellers',
    query: renewalListQuerySchema,
    responses: { 200: pageOf(renewalSchema) },
  }),
  renewWithKey: operation({
    ...API_PATHS.renewals.renewWithKey,
    access: 'reseller',
    summary: "Renew a client's plan with one of the reseller's unused keys of its package, once for the end date seen",
    params: idParamsSchema,
    body: renewWithKeyRequestSchema,
    responses: { 200: redeemLicenceKeyResponseSchema },
  }),
};
