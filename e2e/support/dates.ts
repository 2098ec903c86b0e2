import { DEFAULT_BUSINESS_TIME_ZONE, formatBusinessDate, type Language } from '@oneclick/shared';

/** A day as the portal writes it (a plan's end, a backup): in the business time zone, which the e2e server leaves at its default. */
export const businessDate = (at: Date | string, language: Language) =>
  formatBusinessDate(at, language, DEFAULT_BUSINESS_TIME_ZONE);
