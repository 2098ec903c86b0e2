import { commissionRateSchema } from '@oneclick/shared';

/** What a commission field holds: the text typed (a number where a rate was given before). */
export type CommissionRateValue = number | string;

/** Digits only: `1e2`, `0x14`, `12.0` or `+5` are refused rather than read as some other number. */
const WHOLE_PERCENT = /^\d{1,3}$/;

/** The rate to send, or null when the spec's 'Commission is invalid' applies (empty, not a whole 0 to 100). */
export function parseCommissionRate(value: CommissionRateValue): number | null {
  const text = String(value).trim();
  if (!WHOLE_PERCENT.test(text)) return null;
  const parsed = commissionRateSchema.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}
