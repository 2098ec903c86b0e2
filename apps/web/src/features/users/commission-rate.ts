import { commissionRateSchema } from '@oneclick/shared';

/** What a commission field holds: a number, or '' while empty. */
export type CommissionRateValue = number | string;

/** The rate to send, or null when the spec's 'Commission is invalid' applies (empty, not a whole 0 to 100). */
export function parseCommissionRate(value: CommissionRateValue): number | null {
  if (String(value).trim() === '') return null;
  const parsed = commissionRateSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}
