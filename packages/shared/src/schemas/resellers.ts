import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries.js';
import { LANGUAGES } from '../domain/languages.js';
import { normalizePhone } from '../domain/phone.js';
import {
  APPLICANT_ACCOUNT_STATES,
  COMMISSION_RATE_LIMITS,
  RESELLER_APPLICATION_LIMITS,
  RESELLER_APPLICATION_STATUSES,
} from '../domain/resellers.js';
import { nameSchema } from './auth.js';
import { pageQuerySchema } from './common.js';
import { personSchema } from './users.js';
import { optionalParagraphOfText, paragraphOfText, safeText } from './validation.js';

/** The /be_reseller form. Its empty fields answer with the spec's own messages. */
export const resellerApplicationRequestSchema = z.strictObject({
  name: z.string('APPLICANT_NAME_REQUIRED').trim().min(1, 'APPLICANT_NAME_REQUIRED').pipe(nameSchema),
  email: safeText('APPLICANT_EMAIL_REQUIRED')
    .trim()
    .min(1, 'APPLICANT_EMAIL_REQUIRED')
    .max(254, 'TOO_LONG')
    .pipe(z.email('EMAIL_INVALID'))
    .transform((email) => email.toLowerCase()),
  phone: safeText('PHONE_INVALID')
    .max(40, 'PHONE_INVALID')
    .transform((typed, ctx) => {
      const phone = normalizePhone(typed);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
        return z.NEVER;
      }
      return phone;
    }),
  country: z.enum(COUNTRY_CODES, 'APPLICANT_COUNTRY_REQUIRED'),
  message: optionalParagraphOfText(RESELLER_APPLICATION_LIMITS.messageMaxLength),
  /** The language the applicant wrote in: their e-mails use it. */
  language: z.enum(LANGUAGES),
});
export type ResellerApplicationRequest = z.input<typeof resellerApplicationRequestSchema>;

export const resellerApplicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  message: z.string().nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(RESELLER_APPLICATION_STATUSES),
  /** Whether an account uses the address: approval needs a verified one. */
  account: z.enum(APPLICANT_ACCOUNT_STATES),
  commissionRate: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: personSchema.nullable(),
});
export type ResellerApplication = z.infer<typeof resellerApplicationSchema>;

export const resellerApplicationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(RESELLER_APPLICATION_STATUSES).default('pending'),
});
export type ResellerApplicationListQuery = z.input<typeof resellerApplicationListQuerySchema>;

/** A whole percentage from 0 to 100; anything else is 'Commission is invalid'. */
export const commissionRateSchema = z
  .number('COMMISSION_INVALID')
  .int('COMMISSION_INVALID')
  .min(COMMISSION_RATE_LIMITS.min, 'COMMISSION_INVALID')
  .max(COMMISSION_RATE_LIMITS.max, 'COMMISSION_INVALID');

/** Approving an application, or changing an active reseller's rate. */
export const commissionRateRequestSchema = z.strictObject({ commissionRate: commissionRateSchema });

export const declineResellerApplicationRequestSchema = z.strictObject({
  reason: paragraphOfText(RESELLER_APPLICATION_LIMITS.declineReasonMaxLength),
});

export const userIdParamsSchema = z.object({ userId: z.uuid('NOT_FOUND') });

/** An active reseller with what they have done: the Resellers section, and a reseller's own corner. */
export const resellerSummarySchema = personSchema.extend({
  commissionRate: z.number().int(),
  keysUnused: z.number().int(),
  keysUsed: z.number().int(),
  /** Customers a key of theirs activated. */
  customers: z.number().int(),
  /** Activations counted for them since the first of this month (UTC). */
  activationsThisMonth: z.number().int(),
});
export type ResellerSummary = z.infer<typeof resellerSummarySchema>;

/** A statement's month, `YYYY-MM`, in the business's time zone. */
export const resellerStatementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'MONTH_INVALID'),
});
export type ResellerStatementQuery = z.infer<typeof resellerStatementQuerySchema>;
