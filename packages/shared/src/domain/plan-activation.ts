import { PACKAGES } from './packages.js';
import type { PlanQuote } from '../schemas/plan-quote.js';
import { isPaidAccountType, type RoleCode } from './roles.js';

export const DAY_MS = 86_400_000;

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
 * The catalogue price of a term of an account type (USD cents), or null when it has none:
 * Pro and Premium have one; Trial (given, never sold), Enterprise and Pro Designer (priced by
 * sales) have none, so time in or into them converts day for day.
 */
export function catalogueTermPrice(accountType: RoleCode): number | null {
  const found = Object.values(PACKAGES).find((pkg) => pkg.accountType === accountType && pkg.priceUsdCents > 0);
  return found?.priceUsdCents ?? null;
}

/** What the time left of a running plan of another type is worth in the new one. */
export interface PlanConversion {
  fromRole: RoleCode;
  /** The plan's exact remaining time and what it converts to, in milliseconds. */
  remainingMs: number;
  convertedMs: number;
  /** The same, in whole days (rounded to the nearest), for people to read. */
  remainingDays: number;
  convertedDays: number;
}

export interface PlanChange {
  role: RoleCode;
  expiresAt: Date;
  /** Set when a running plan of another type was converted into the new one. */
  conversion: PlanConversion | null;
}

/**
 * A customer's plan after a key or a payment grants `accountType` for `months` (D3 and
 * decision 025): nothing paid is lost. The same type, not yet expired, is extended
 * from its expiry. A running plan of another type converts its exact remaining time at
 * catalogue prices (day for day where either type has no catalogue price) and that time is
 * added on top of the new term, which starts now. Anything else starts now. The server
 * applies this and the quotes shown before paying or confirming come from it too.
 */
export function planAfterActivation(
  current: Plan,
  grant: { accountType: RoleCode; months: number },
  now: Date = new Date(),
): PlanChange {
  const running = isPaidAccountType(current.role) && current.expiresAt !== null && current.expiresAt > now;
  if (running && current.role === grant.accountType) {
    return {
      role: grant.accountType,
      expiresAt: addCalendarMonths(current.expiresAt!, grant.months),
      conversion: null,
    };
  }
  const term = addCalendarMonths(now, grant.months);
  if (!running) return { role: grant.accountType, expiresAt: term, conversion: null };
  const remainingMs = current.expiresAt!.getTime() - now.getTime();
  const fromPrice = catalogueTermPrice(current.role);
  const toPrice = catalogueTermPrice(grant.accountType);
  const convertedMs =
    fromPrice === null || toPrice === null ? remainingMs : Math.floor((remainingMs * fromPrice) / toPrice);
  return {
    role: grant.accountType,
    expiresAt: new Date(term.getTime() + convertedMs),
    conversion: {
      fromRole: current.role,
      remainingMs,
      convertedMs,
      remainingDays: Math.round(remainingMs / DAY_MS),
      convertedDays: Math.round(convertedMs / DAY_MS),
    },
  };
}

/**
 * The quote for activating `grant` for a customer now, by the rule the activation applies
 * (`planAfterActivation`): the server answers it, and the pricing page reads it from the session.
 */
export function quotePlanActivation(
  customer: { role: RoleCode; expiresAt: Date | null },
  grant: { accountType: RoleCode; months: number },
  now: Date = new Date(),
): PlanQuote {
  const change = planAfterActivation(customer, grant, now);
  const running = isPaidAccountType(customer.role) && customer.expiresAt !== null && customer.expiresAt > now;
  return {
    accountType: grant.accountType,
    months: grant.months,
    expiresAt: change.expiresAt.toISOString(),
    current: running ? { accountType: customer.role, expiresAt: customer.expiresAt!.toISOString() } : null,
    conversion: change.conversion && {
      fromAccountType: change.conversion.fromRole,
      remainingDays: change.conversion.remainingDays,
      convertedDays: change.conversion.convertedDays,
    },
  };
}
