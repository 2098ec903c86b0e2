import type { SiteConfig } from '@oneclick/shared';
import { type Config, configuredOAuthProviders } from '../../config.js';

/**
 * The public settings: contacts and links, the business time zone, the sign-in providers set up,
 * the bank-transfer prices if the bank is, and whether e-invoices are issued.
 */
export function getSite(config: Config): SiteConfig {
  const { bank, vndPrices } = config.payments;
  return {
    ...config.site,
    timeZone: config.businessTimeZone,
    oauthProviders: configuredOAuthProviders(config),
    bankTransferPrices: {
      pro: bank ? (vndPrices.pro ?? null) : null,
      premium: bank ? (vndPrices.premium ?? null) : null,
    },
    eInvoices: config.eInvoices !== null,
  };
}
