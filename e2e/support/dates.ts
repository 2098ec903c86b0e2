import { DEFAULT_BUSINESS_TIME_ZONE, formatBusinessDate, type Language } from '@oneclick/shared';

/** A plan's end as the portal writes it: its day in the business time zone, which the e2e server leaves at its default. */
export const planEndDate = (at: Date | string, language: Language) =>
  formatBusinessDate(at, language, DEFAULT_BUSINESS_TIME_ZONE);
