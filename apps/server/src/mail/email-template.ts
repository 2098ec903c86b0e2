import type { EmailTemplateName, Language } from '@oneclick/shared';
import en from '@oneclick/shared/i18n/en-US/emails.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/emails.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import type { Config } from '../config.js';

export type EmailMessages = typeof en;
export const EMAIL_MESSAGES: Record<Language, EmailMessages> = { 'en-US': en, vi, th };

/** What a template knows besides its values: the reader's language and the portal it links to. */
export interface TemplateContext {
  language: Language;
  config: Config;
}

/** A template's subject and the lines between the greeting and the signature. */
export interface EmailContent {
  subject: string;
  body: string[];
  /** The link that carries a one-time token: logged where allowed, emptied once used. */
  oneTimeLink?: { url: string; token: string };
  /** The one thing the e-mail asks of the reader: the HTML part shows its link in the body as a button. */
  action?: EmailAction;
}

/** A button's label (`emails.actions`) and the link in the body it stands for. */
export interface EmailAction {
  label: keyof EmailMessages['actions'];
  url: string;
}

/**
 * One e-mail the portal sends (decision 029): its values in, its subject and body out, in the
 * reader's language (texts in packages/shared/src/i18n/<language>/emails.json). Each module
 * keeps its own in its `emails.ts`; an operation sends one with `mail(template, to, values)`,
 * and the app lists them all for the dashboard's preview (`email-catalogue.ts`).
 */
export interface EmailTemplate<V> {
  readonly name: EmailTemplateName;
  render(values: V, context: TemplateContext, m: EmailMessages): EmailContent;
  /** Values for the dashboard's preview and the tests. */
  readonly sample: V;
}

/** A template, its values typed by its `render` and its sample checked against them. */
export function emailTemplate<V>(
  name: EmailTemplateName,
  definition: { render: (values: V, context: TemplateContext, m: EmailMessages) => EmailContent; sample: NoInfer<V> },
): EmailTemplate<V> {
  return { name, render: (values, context, m) => definition.render(values, context, m), sample: definition.sample };
}

/** Every e-mail the portal sends, by name: what the dashboard's preview and the tests go through. */
export type EmailCatalogue = Readonly<Record<EmailTemplateName, EmailTemplate<unknown>>>;
