import { z } from 'zod';
import {
  LICENCE_KEY_DEFAULTS,
  LICENCE_KEY_LIMITS,
  LICENCE_KEY_PACKAGES,
  LICENCE_KEY_STATUSES,
  type LicenceKeyPackage,
  normalizeKeyCode,
  normalizeKeyCodeStart,
} from '../domain/licence-keys.js';
import { emailSchema } from './auth.js';
import { personSchema } from './users.js';
import { pageQuerySchema } from './common.js';
import { safeText } from './validation.js';

/** A typed key code, in its stored form (upper case, no dashes). */
export const licenceKeyCodeSchema = safeText()
  .max(64, 'KEY_INVALID')
  .transform((typed, ctx) => {
    const code = normalizeKeyCode(typed);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: 'KEY_INVALID' });
      return z.NEVER;
    }
    return code;
  });

export const licenceKeyPackageSchema = z.coerce
  .number('PACKAGE_INVALID')
  .refine((value) => (LICENCE_KEY_PACKAGES as readonly number[]).includes(value), 'PACKAGE_INVALID')
  .transform((value) => value as LicenceKeyPackage);

export const generateLicenceKeysRequestSchema = z.strictObject({
  quantity: z
    .number('QUANTITY_INVALID')
    .int('QUANTITY_INVALID')
    .min(1, 'QUANTITY_INVALID')
    .max(LICENCE_KEY_LIMITS.maxQuantity, 'QUANTITY_INVALID')
    .default(LICENCE_KEY_DEFAULTS.quantity),
  accountType: licenceKeyPackageSchema,
  months: z
    .number('MONTHS_INVALID')
    .int('MONTHS_INVALID')
    .min(1, 'MONTHS_INVALID')
    .max(LICENCE_KEY_LIMITS.maxMonths, 'MONTHS_INVALID')
    .default(LICENCE_KEY_DEFAULTS.months),
  resellerId: z.uuid('NOT_FOUND').nullable().default(null),
});
export type GenerateLicenceKeysRequest = z.input<typeof generateLicenceKeysRequestSchema>;

export const licenceKeySchema = z.object({
  /** Shown as XXXX-XXXX-XXXX-XXXX. */
  code: z.string(),
  accountType: z.number().int(),
  months: z.number().int(),
  status: z.enum(LICENCE_KEY_STATUSES),
  reseller: personSchema.nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  /** The customer the key activated. */
  usedBy: personSchema.nullable(),
});
export type LicenceKey = z.infer<typeof licenceKeySchema>;

export const generateLicenceKeysResponseSchema = z.object({ keys: z.array(licenceKeySchema) });

/** The start of a key code, or a whole one, read as a typed code is (`normalizeKeyCodeStart`). */
export const licenceKeyCodeStartSchema = safeText()
  .max(64, 'KEY_START_INVALID')
  .transform((typed, ctx) => {
    const start = normalizeKeyCodeStart(typed);
    if (start === null) {
      ctx.addIssue({ code: 'custom', message: 'KEY_START_INVALID' });
      return z.NEVER;
    }
    return start;
  });

export const licenceKeyListQuerySchema = pageQuerySchema.extend({
  status: z.enum(LICENCE_KEY_STATUSES).optional(),
  accountType: licenceKeyPackageSchema.optional(),
  resellerId: z.uuid('NOT_FOUND').optional(),
  /** Keys whose code starts so: any case, dashes optional, O read as 0 and I or L as 1. */
  code: licenceKeyCodeStartSchema.optional(),
});
export type LicenceKeyListQuery = z.input<typeof licenceKeyListQuerySchema>;

export const licenceKeyCodeParamsSchema = z.object({ code: licenceKeyCodeSchema });

export const redeemLicenceKeyRequestSchema = z.strictObject({
  customerEmail: emailSchema,
  code: licenceKeyCodeSchema,
});
export type RedeemLicenceKeyRequest = z.input<typeof redeemLicenceKeyRequestSchema>;

export const redeemLicenceKeyResponseSchema = z.object({
  customer: personSchema,
  accountType: z.number().int(),
  expiresAt: z.string(),
});
export type RedeemLicenceKeyResponse = z.infer<typeof redeemLicenceKeyResponseSchema>;

/** An admin gives an unused key to another reseller, or (null) to no one: direct sale. */
export const reassignLicenceKeyRequestSchema = z.strictObject({ resellerId: z.uuid('NOT_FOUND').nullable() });
