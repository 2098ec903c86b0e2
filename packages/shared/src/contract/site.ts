import { siteConfigSchema } from '../schemas/site.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** The public settings the web renders contacts, sign-in providers and prices with. */
export const site = {
  getSite: operation({
    ...API_PATHS.site.getSite,
    access: 'public',
    summary: 'Public settings: support contacts and community links',
    responses: { 200: siteConfigSchema },
  }),
};
