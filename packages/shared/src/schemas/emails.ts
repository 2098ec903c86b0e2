import { z } from 'zod';
import { EMAIL_TEMPLATE_NAMES } from '../domain/emails.js';
import { LANGUAGES } from '../domain/languages.js';

export const emailPreviewParamsSchema = z.object({ template: z.enum(EMAIL_TEMPLATE_NAMES, 'NOT_FOUND') });
export const emailPreviewQuerySchema = z.object({ language: z.enum(LANGUAGES, 'LANGUAGE_INVALID') });
export type EmailPreviewQuery = z.infer<typeof emailPreviewQuerySchema>;

/** A template rendered with its sample values: what a recipient would get. */
export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
