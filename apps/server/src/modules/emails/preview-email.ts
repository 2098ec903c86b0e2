import type { EmailPreview, Language } from '@oneclick/shared';
import type { Config } from '../../config.js';
import type { EmailTemplate } from '../../mail/email-template.js';
import { renderEmail } from '../../mail/render-email.js';

/** A template as a recipient would get it in `language`, with its sample values and a sample recipient. */
export async function previewEmail(
  config: Config,
  template: EmailTemplate<unknown>,
  language: Language,
): Promise<EmailPreview> {
  const { subject, text, html } = await renderEmail(
    template,
    { email: 'lan@factory.example', name: 'Trần Thị Lan', language },
    template.sample,
    config,
  );
  return { subject, text, html };
}
