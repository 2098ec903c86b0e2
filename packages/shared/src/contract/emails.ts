import { emailPreviewParamsSchema, emailPreviewQuerySchema, emailPreviewSchema } from '../schemas/emails.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** The e-mails the portal sends, as admins preview them. */
export const emails = {
  previewEmail: operation({
    ...API_PATHS.emails.previewEmail,
    access: 'admin',
    summary: 'A template rendered in a language with sample values: its subject, its text part and its HTML part',
    params: emailPreviewParamsSchema,
    query: emailPreviewQuerySchema,
    responses: { 200: emailPreviewSchema },
  }),
};
