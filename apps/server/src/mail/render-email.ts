import { fill, type Language, parseLanguage } from '@oneclick/shared';
import type { Config } from '../config.js';
import { renderEmailHtml } from './email-html.js';
import { EMAIL_MESSAGES, type EmailTemplate } from './email-template.js';

/** Who an e-mail goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

/** An account as a recipient, in its own language. */
export function recipientOf(account: { email: string; name: string; language: string }): Recipient {
  return { email: account.email, name: account.name, language: parseLanguage(account.language) };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  /** The same e-mail in the portal's look: the message's HTML part. */
  html: string;
  oneTimeLink?: { url: string; token: string };
}

/**
 * One template for one recipient, as text and as HTML from the same lines: greeting by name, the
 * body, the signature, the footer with the support address and the fan page.
 */
export async function renderEmail<V>(
  template: EmailTemplate<V>,
  recipient: Recipient,
  values: V,
  config: Config,
): Promise<RenderedEmail> {
  const { language } = recipient;
  const m = EMAIL_MESSAGES[language];
  const { subject, body, action, oneTimeLink } = template.render(values, { language, config }, m);
  const greeting = fill(m.greeting, { name: recipient.name });
  const footer = [
    fill(m.footer, { email: config.site.supportEmail }),
    fill(m.fanPage, { url: config.site.fanPageUrl }),
  ];
  const text = [greeting, '', ...body, '', m.signature, '', '--', ...footer].join('\n');
  const html = await renderEmailHtml({
    language,
    subject,
    greeting,
    body,
    action: action && { label: m.actions[action.label], url: action.url },
    signature: m.signature,
    footer,
    portalUrl: config.publicUrl,
  });
  return { subject, text, html, oneTimeLink };
}
