import { type EmailTemplateName, type Language, routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { emailsKeys } from '../../../lib/query-keys';

/** A template rendered in a language with sample values, as its reader would get it. */
export function emailPreviewQuery(template: EmailTemplateName, language: Language) {
  return queryOptions({
    queryKey: emailsKeys.preview(template, language),
    queryFn: ({ signal }) => call(routes.emails.previewEmail, { params: { template }, query: { language }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
