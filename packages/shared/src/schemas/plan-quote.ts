import { z } from 'zod';
import { personSchema } from './users.js';

/**
 * What activating a plan now would give a customer (D3): their running plan, what its time
 * left is worth in the new type when the type changes, and the new end. Shown before paying
 * or confirming; the activation itself computes it again at its own instant.
 */
export const planQuoteSchema = z.object({
  accountType: z.number().int(),
  months: z.number().int(),
  /** The plan's end if it were activated now. */
  expiresAt: z.string(),
  /** The customer's paid plan that still runs, if any. */
  current: z.object({ accountType: z.number().int(), expiresAt: z.string() }).nullable(),
  /** Set when the running plan is of another type: its time left, converted at catalogue prices. */
  conversion: z
    .object({
      fromAccountType: z.number().int(),
      remainingDays: z.number().int(),
      convertedDays: z.number().int(),
    })
    .nullable(),
});
export type PlanQuote = z.infer<typeof planQuoteSchema>;

/** Activate User's preview: the key's plan for this customer, nothing redeemed yet. */
export const licenceKeyRedemptionQuoteSchema = planQuoteSchema.extend({ customer: personSchema });
export type LicenceKeyRedemptionQuote = z.infer<typeof licenceKeyRedemptionQuoteSchema>;
