import { z } from 'zod';
import { SOLD_PACKAGES } from '../domain/packages.js';
import { licenceKeyPackageSchema } from './licence-keys.js';
import { pageQuerySchema } from './common.js';
import { personSchema } from './users.js';

/** The signed-in customer's plan as /renew and the profile show it: how it renews, and the reminders. */
export const myRenewalSchema = z.object({
  /** The paid plan that runs or ended, or null for an account with none to renew. */
  plan: z.object({ accountType: z.number().int(), expiresAt: z.string() }).nullable(),
  /** The package a renewal buys on the portal; null when the sales agent sells it. */
  package: z.enum(SOLD_PACKAGES).nullable(),
  /** The reseller who sold it, who renews it. */
  reseller: z.object({ name: z.string(), email: z.string() }).nullable(),
  renewalReminders: z.boolean(),
});
export type MyRenewal = z.infer<typeof myRenewalSchema>;

export const renewalRemindersRequestSchema = z.object({ renewalReminders: z.boolean() }).strict();
export type RenewalRemindersRequest = z.infer<typeof renewalRemindersRequestSchema>;

/** The renewals list: a page, a package, for admins a reseller, and `endingSoon` for only the plans ending in the next 30 days. */
export const renewalListQuerySchema = pageQuerySchema.extend({
  endingSoon: z.enum(['true']).optional(),
  accountType: licenceKeyPackageSchema.optional(),
  resellerId: z.uuid('NOT_FOUND').optional(),
});
export type RenewalListQuery = z.input<typeof renewalListQuerySchema>;

/** A customer whose plan ends soon or ended lately, as the staff's Renewals section lists them. */
export const renewalSchema = z.object({
  customer: personSchema,
  accountType: z.number().int(),
  expiresAt: z.string(),
  /** Calendar days of the business's time zone until the end: 0 on the day, negative after. */
  daysLeft: z.number().int(),
  /** When a plan was last activated for them (a payment or a key). */
  lastActivationAt: z.string().nullable(),
  reseller: personSchema.nullable(),
  /** The reseller's unused keys of this package: what "Renew with a key" can spend. */
  keysAvailable: z.number().int(),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** Renew with a key: the end date the reseller saw, so a second click on the same renewal is refused. */
export const renewWithKeyRequestSchema = z.strictObject({ expiresAt: z.iso.datetime({ offset: true }) });
export type RenewWithKeyRequest = z.infer<typeof renewWithKeyRequestSchema>;
