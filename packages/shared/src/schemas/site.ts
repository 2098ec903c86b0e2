import { z } from 'zod';

/** Public settings the web needs to render contacts and community links. */
export const siteConfigSchema = z.object({
  supportEmail: z.email(),
  fanPageUrl: z.url(),
  community: z.object({
    groupUrl: z.url(),
    chatUrl: z.url(),
    channelUrl: z.url(),
  }),
  thaiSalesAgentUrl: z.url(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
