import { DEFAULT_BUSINESS_TIME_ZONE, formatBusinessDate } from '@oneclick/shared';
import { useSiteConfig } from '../lib/site-config';
import { useLanguage } from './use-language';

/**
 * Formats an instant (a plan's end, an activation) as its calendar day in the server's business
 * time zone, in the reader's language: the day the e-mails and the reminders name. Until the site
 * settings arrive, the default zone stands in for the configured one.
 */
export function useBusinessDate(): (at: string) => string {
  const language = useLanguage();
  const timeZone = useBusinessTimeZone();
  return (at) => formatBusinessDate(at, language, timeZone);
}

/** The server's business time zone, where days and months are counted; the default until the site settings arrive. */
export function useBusinessTimeZone(): string {
  return useSiteConfig()?.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
}
