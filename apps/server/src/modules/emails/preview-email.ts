import type { EmailPreview, EmailTemplateName, Language } from '@oneclick/shared';
import type { Config } from '../../config.js';
import { renderEmail } from '../../mail/render-email.js';
import { EMAIL_SAMPLES } from '../../mail/samples.js';

/** A template as a recipient would get it in `language`, with the sample values and a sample recipient. */
export async function previewEmail(
  config: Config,
  template: EmailTemplateName,
  language: Language,
): Promise<EmailPreview> {
  const { subject, text, html } = await renderEmail(
    template,
    { email: 'lan@factory.example', name: 'Trần Thị Lan', language },
    EMAIL_SAMPLES[template] as never,
    config,
  );
  return { subject, text, html };
}
