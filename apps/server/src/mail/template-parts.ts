import { type Currency, formatMoney, type Language, type RoleCode } from '@oneclick/shared';
import enCommon from '@oneclick/shared/i18n/en-US/common.json' with { type: 'json' };
import thCommon from '@oneclick/shared/i18n/th/common.json' with { type: 'json' };
import viCommon from '@oneclick/shared/i18n/vi/common.json' with { type: 'json' };
import type { EmailAction, EmailContent, TemplateContext } from './email-template.js';

/* The pieces the modules' e-mail templates are written with. */

const ROLE_LABELS: Record<Language, Record<string, string>> = {
  'en-US': enCommon.roles,
  vi: viCommon.roles,
  th: thCommon.roles,
};

/** An amount in its currency, formatted in the reader's language. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** An address on the portal, absolute from `PUBLIC_URL`. */
export const url = ({ config }: TemplateContext, path: string) => `${config.publicUrl}${path}`;

export const oneTimeUrl = (context: TemplateContext, path: string, token: string) =>
  url(context, `${path}?token=${encodeURIComponent(token)}`);

export const money = ({ language }: TemplateContext, { amount, currency }: Money) =>
  formatMoney(amount, currency, language);

/** A plan's name in the reader's language; empty for none. */
export const planName = ({ language }: TemplateContext, role: RoleCode | null) =>
  role === null ? '' : (ROLE_LABELS[language][String(role)] ?? String(role));

/** A moment in the reader's language, in UTC and saying so. */
export const momentUtc = ({ language }: TemplateContext, at: Date) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** An e-mail whose point is one link that works once: what it is for, the link, how long it lasts. */
export function oneTimeLinkEmail(
  t: { subject: string; intro: string; expiry: string; ignore: string },
  link: string,
  token: string,
  label: EmailAction['label'],
): EmailContent {
  return {
    subject: t.subject,
    body: [t.intro, '', link, '', t.expiry, t.ignore],
    oneTimeLink: { url: link, token },
    action: { label, url: link },
  };
}

/** The moment the samples of the dashboard's preview happen at. */
export const SAMPLE_MOMENT = new Date('2026-03-14T09:26:53Z');
/** The price the samples of the dashboard's preview show. */
export const SAMPLE_PRICE: Money = { amount: 14990000, currency: 'VND' };
