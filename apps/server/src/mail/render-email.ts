import { fill, type Language, parseLanguage } from '@oneclick/shared';
import type { Config } from '../config.js';
import { EMAIL_MESSAGES, EMAIL_TEMPLATES, type EmailTemplate, type EmailValues } from './templates.js';

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
  oneTimeLink?: { url: string; token: string };
}

/** One template for one recipient: greeting by name, the body, the signature, the footer with the support address. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  recipient: Recipient,
  values: EmailValues<T>,
  config: Config,
): RenderedEmail {
  const { language } = recipient;
  const m = EMAIL_MESSAGES[language];
  const render = EMAIL_TEMPLATES[template] as (
    values: EmailValues<T>,
    context: { language: Language; config: Config },
    m: (typeof EMAIL_MESSAGES)[Language],
  ) => ReturnType<(typeof EMAIL_TEMPLATES)[T]>;
  const { subject, body, oneTimeLink } = render(values, { language, config }, m);
  const text = [
    fill(m.greeting, { name: recipient.name }),
    '',
    ...body,
    '',
    m.signature,
    '',
    '--',
    fill(m.footer, { email: config.site.supportEmail }),
  ].join('\n');
  return { subject, text, oneTimeLink };
}
