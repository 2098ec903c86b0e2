import { ROLES, type RoleCode } from './roles.js';
import type { PackageId } from './packages.js';

/**
 * The reminders before a paid plan ends, by the days left when each goes, and the notice on
 * the day it ends (0). Days are calendar days of the business's time zone.
 */
export const RENEWAL_STAGES = [30, 7, 1, 0] as const;
export type RenewalStage = (typeof RENEWAL_STAGES)[number];

/** A job that runs late still sends the notice of a plan that ended this many days ago, and none older. */
export const ENDED_NOTICE_GRACE_DAYS = 3;

/** The plans reminded of: those bought or activated for a term (a trial is not renewed). */
export const RENEWABLE_ACCOUNT_TYPES: readonly RoleCode[] = [
  ROLES.pro,
  ROLES.premium,
  ROLES.enterprise,
  ROLES.proDesigner,
];

/** The staff's list of renewals: plans that ended up to this many days ago or end within the next. */
export const RENEWALS_WINDOW = { endedDays: 30, endingDays: 60 } as const;
/** The staff's lists may be narrowed to the plans that end within this many days from now. */
export const RENEWALS_ENDING_SOON_DAYS = 30;
export const RENEWALS_PAGE_SIZE = 50;

/** A renewal buys this many months, the package's full term. */
export const RENEWAL_MONTHS = 12;

/** `YYYY-MM-DD` of an instant in a time zone. */
export function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The Monday (`YYYY-MM-DD`) of the week `now` falls in, in the time zone: the resellers' digest goes once per week. */
export function weekOf(now: Date, timeZone: string): string {
  const day = new Date(`${calendarDay(now, timeZone)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Whole calendar days from `now` to `end` in the time zone: 0 on the day it ends, negative after. */
export function daysLeft(end: Date, now: Date, timeZone: string): number {
  const day = (at: Date) => Date.parse(`${calendarDay(at, timeZone)}T00:00:00Z`);
  return Math.round((day(end) - day(now)) / 86_400_000);
}

/**
 * The stage due for a plan ending at `end`, or null: the latest stage reached, unless it (or a
 * later one) was already sent for this end date. A stage whose moment passed unsent is skipped
 * once the next is due, so a customer never gets two at once.
 */
export function renewalStageDue(
  end: Date,
  now: Date,
  timeZone: string,
  lastSent: RenewalStage | null,
): RenewalStage | null {
  const left = daysLeft(end, now, timeZone);
  if (left > RENEWAL_STAGES[0] || left < -ENDED_NOTICE_GRACE_DAYS) return null;
  const reached = [...RENEWAL_STAGES].reverse().find((stage) => left <= stage) ?? 0;
  return lastSent !== null && lastSent <= reached ? null : reached;
}

/** The package a renewal of this account type buys on the portal, or null when the sales agent sells it. */
export function renewalPackage(role: RoleCode): Exclude<PackageId, 'basic'> | null {
  if (role === ROLES.pro) return 'pro';
  if (role === ROLES.premium) return 'premium';
  return null;
}
