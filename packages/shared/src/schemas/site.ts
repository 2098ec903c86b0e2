import { z } from 'zod';
import { OAUTH_PROVIDERS } from './auth.js';
import { sellerDetailsSchema } from './receipts.js';

/** Public settings the web needs to render contacts and community links. */
export const siteConfigSchema = z.object({
  supportEmail: z.email(),
  /** Shown where a customer paying by transfer may want to call; null when not configured. */
  supportPhone: z.string().nullable(),
  fanPageUrl: z.url(),
  community: z.object({
    groupUrl: z.url(),
    chatUrl: z.url(),
    channelUrl: z.url(),
  }),
  thaiSalesAgentUrl: z.url(),
  /** BUSINESS_TIME_ZONE: the calendar days in which plan ends are shown. */
  timeZone: z.string(),
  /** Sign-in providers configured on this server; the login screen shows only these. */
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
  /** VND per 12-month term of the packages sold by bank transfer; empty when it is not offered. */
  bankTransferPrices: z.object({ pro: z.number().int().nullable(), premium: z.number().int().nullable() }),
  /** The seller receipts and invoices name (SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_TAX_CODE). */
  seller: sellerDetailsSchema,
  /** Whether the portal issues legal e-invoices (E_INVOICE_PROVIDER): the donation form then offers one. */
  eInvoices: z.boolean(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
