import { z } from 'zod';
import { AUDIT_ACTIONS } from '../domain/audit-actions.js';
import { EDITOR_SCOPES } from '../domain/editor-scopes.js';
import { ASSIGNABLE_ROLES } from '../domain/role-change.js';
import type { RoleCode } from '../domain/roles.js';
import { emailSchema } from './auth.js';
import { pageQuerySchema } from './common.js';
import { daySchema, safeText } from './validation.js';

/** An admin grants (or, with null, removes) a user's editor scope. */
export const editorScopeRequestSchema = z.strictObject({
  email: emailSchema,
  editor: z.enum(EDITOR_SCOPES).nullable(),
});
export type EditorScopeRequest = z.input<typeof editorScopeRequestSchema>;

/** The account's editor scope as it now stands. */
export const editorScopeResponseSchema = z.object({ email: z.string(), editor: z.enum(EDITOR_SCOPES).nullable() });

/** Someone a record points to: a reseller, a customer, the staff member who acted. */
export const personSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;
const roleCodeSchema = z.number().int() as unknown as z.ZodType<RoleCode>;

/** A row of the dashboard's user list. */
export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleCodeSchema,
  /** A paid type past its expiry counts as Free (4). */
  effectiveRole: roleCodeSchema,
  expiresAt: z.string().nullable(),
  country: z.string().nullable(),
  emailVerified: z.boolean(),
  isReseller: z.boolean(),
  commissionRate: z.number().nullable(),
  editor: z.enum(EDITOR_SCOPES).nullable(),
  /** The reseller whose key activated this customer. */
  reseller: personSchema.nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** What Check Users shows: the row, plus who last activated the account and when. */
export const userDetailsSchema = userSummarySchema.extend({
  activatedBy: personSchema.nullable(),
  activatedAt: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  /** The start of a name or of an e-mail address, any case. */
  q: safeText().trim().max(100, 'TOO_LONG').optional(),
  /** `true`: resellers only, as the key forms offer them. */
  resellers: z.enum(['true']).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userLookupQuerySchema = z.object({ email: emailSchema });

export const roleChangeRequestSchema = z.strictObject({
  role: z
    .number('ROLE_INVALID')
    .refine((role) => (ASSIGNABLE_ROLES as readonly number[]).includes(role), 'ROLE_INVALID')
    .transform((role) => role as RoleCode),
});

export const auditLogQuerySchema = pageQuerySchema
  .extend({
    /** The e-mail address of the user who acted. */
    actor: emailSchema.optional(),
    /** The e-mail address of the account the action was about. */
    target: emailSchema.optional(),
    /** One of the named actions (`AUDIT_ACTIONS`), as the dashboard's select offers them. */
    action: z.enum(AUDIT_ACTIONS, 'ACTION_INVALID').optional(),
    /** Days in the business's time zone (YYYY-MM-DD), both included. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', message: 'RANGE_REVERSED', path: ['to'] });
    }
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: personSchema.nullable(),
  targetId: z.string().nullable(),
  /** The account the action was about, when it was about one. */
  target: personSchema.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** The accounts its details name by id (a computer's user, a key's owner), by id. */
  people: z.record(z.string(), personSchema),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
