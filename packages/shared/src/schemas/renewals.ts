import { z } from 'zod';

/** The signed-in customer's plan as /renew and the profile show it: how it renews, and the reminders. */
export const myRenewalSchema = z.object({
  /** The paid plan that runs or ended, or null for an account with none to renew. */
  plan: z.object({ accountType: z.number().int(), expiresAt: z.string() }).nullable(),
  /** The package a renewal buys on the portal; null when the sales agent sells it. */
  package: z.enum(['pro', 'premium']).nullable(),
  /** The reseller who sold it, who renews it. */
  reseller: z.object({ name: z.string(), email: z.string() }).nullable(),
  renewalReminders: z.boolean(),
});
export type MyRenewal = z.infer<typeof myRenewalSchema>;

export const renewalRemindersRequestSchema = z.object({ renewalReminders: z.boolean() }).strict();
export type RenewalRemindersRequest = z.infer<typeof renewalRemindersRequestSchema>;
