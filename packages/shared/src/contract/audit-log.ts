import { pageOf } from '../schemas/common.js';
import { auditEntrySchema, auditLogQuerySchema } from '../schemas/users.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** Who did what to whom, for the dashboard's audit log. */
export const auditLog = {
  listAuditLog: operation({
    ...API_PATHS.auditLog.listAuditLog,
    access: 'admin',
    summary:
      "Who did what to whom, when and from where; filtered by the actor's and the target's e-mail, a named action and days in the business's time zone",
    query: auditLogQuerySchema,
    responses: { 200: pageOf(auditEntrySchema) },
  }),
};
