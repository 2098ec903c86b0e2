import { businessDay } from '@oneclick/shared';

const MONTHS_OFFERED = 12;

/**
 * This month and the eleven before it, `YYYY-MM`, newest first, in the business time zone, where
 * the server counts a statement's activations: at 00:30 on the 1st in Vietnam, a browser on UTC
 * still reads the month before.
 */
export function recentMonths(now: Date, timeZone: string): string[] {
  const [year, month] = businessDay(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_OFFERED }, (_, back) =>
    new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7),
  );
}
