import type { RoleCode } from './roles.js';

/** `from` plus whole calendar months, in UTC; the 31st of January plus one month is the end of February. */
export function addCalendarMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface Plan {
  role: RoleCode;
  expiresAt: Date | null;
}

/**
 * A customer's plan after a key or a payment grants `accountType` for `months` (D3): the
 * same type, not yet expired, is extended from its expiry; anything else starts now.
 */
export function planAfterActivation(
  current: Plan,
  grant: { accountType: RoleCode; months: number },
  now: Date = new Date(),
): Plan {
  const running = current.role === grant.accountType && current.expiresAt !== null && current.expiresAt > now;
  const from = running ? current.expiresAt! : now;
  return { role: grant.accountType, expiresAt: addCalendarMonths(from, grant.months) };
}
