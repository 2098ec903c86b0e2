import {
  type Currency,
  dashboardPath,
  type EmailTemplateName,
  fill,
  formatBusinessDate,
  formatMoney,
  type Language,
  type RenewalStage,
  type RoleCode,
  receiptPath,
  WEB_PATHS,
} from '@oneclick/shared';
import en from '@oneclick/shared/i18n/en-US/emails.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/emails.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import enCommon from '@oneclick/shared/i18n/en-US/common.json' with { type: 'json' };
import thCommon from '@oneclick/shared/i18n/th/common.json' with { type: 'json' };
import viCommon from '@oneclick/shared/i18n/vi/common.json' with { type: 'json' };
import type { Config } from '../config.js';

export type EmailMessages = typeof en;
export const EMAIL_MESSAGES: Record<Language, EmailMessages> = { 'en-US': en, vi, th };
const ROLE_LABELS: Record<Language, Record<string, string>> = {
  'en-US': enCommon.roles,
  vi: viCommon.roles,
  th: thCommon.roles,
};

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

/** An amount in its currency, formatted in the reader's language. */
export interface Money {
  amount: number;
  currency: Currency;
}

export type PaymentAttention = 'refused' | 'refunded' | 'refundedCancelled' | 'partlyRefunded' | 'denied';

export type SecondFactorChange =
  | 'totpEnrolled'
  | 'totpRemoved'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'recoveryCodeUsed'
  | 'recoveryCodesRenewed'
  | 'reset'
  | 'resetFromTerminal';

export interface ReceiptValues {
  receiptNumber: string;
  orderId: string;
  paidAt: Date;
  price: Money;
  item: { kind: 'subscription' | 'keys' | 'donation'; role: RoleCode | null; months: number | null; quantity: number };
  /** Name, address and tax code lines of the buyer; empty lines are left out. */
  buyer: { name: string; address: string | null; taxCode: string | null };
  /** The printable receipt's order, for a signed-in buyer; null for an anonymous donor. */
  receiptOrderId: string | null;
}

const url = ({ config }: TemplateContext, path: string) => `${config.publicUrl}${path}`;
const oneTimeUrl = (context: TemplateContext, path: string, token: string) =>
  url(context, `${path}?token=${encodeURIComponent(token)}`);
const money = ({ language }: TemplateContext, { amount, currency }: Money) => formatMoney(amount, currency, language);
const planName = ({ language }: TemplateContext, role: RoleCode) => ROLE_LABELS[language][String(role)] ?? String(role);
/** A moment in the reader's language, in UTC and saying so. */
const momentUtc = ({ language }: TemplateContext, at: Date) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

/** An e-mail whose point is one link that works once: what it is for, the link, how long it lasts. */
function oneTimeLinkEmail(
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

/**
 * Every e-mail the portal sends, by name: its values in, its subject and body out, in the reader's
 * language (texts in packages/shared/src/i18n/<language>/emails.json). `uow.mail` frames and queues it.
 */
export const EMAIL_TEMPLATES = {
  verifyEmail(values: { token: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    return oneTimeLinkEmail(
      m.verifyEmail,
      oneTimeUrl(context, WEB_PATHS.verifyEmail, values.token),
      values.token,
      'verifyEmail',
    );
  },
  resetPassword(values: { token: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    return oneTimeLinkEmail(
      m.resetPassword,
      oneTimeUrl(context, WEB_PATHS.resetPassword, values.token),
      values.token,
      'resetPassword',
    );
  },
  /** The way in for the owner of an account whose sign-ins are paused by guessing (issue 43). */
  loginLink(values: { token: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    return oneTimeLinkEmail(
      m.loginLink,
      oneTimeUrl(context, WEB_PATHS.login, values.token),
      values.token,
      'signInWithLink',
    );
  },
  passwordChanged(values: { at: Date }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.passwordChanged;
    return {
      subject: t.subject,
      body: [
        fill(t.intro, { date: momentUtc(context, values.at) }),
        '',
        fill(t.warning, { url: url(context, WEB_PATHS.forgotPassword) }),
      ],
    };
  },
  accountExists(_values: Record<string, never>, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.accountExists;
    return {
      subject: t.subject,
      body: [
        t.intro,
        '',
        fill(t.action, { loginUrl: url(context, WEB_PATHS.login) }),
        fill(t.forgot, { forgotUrl: url(context, WEB_PATHS.forgotPassword) }),
      ],
      action: { label: 'signIn', url: url(context, WEB_PATHS.login) },
    };
  },
  planActivated(values: { role: RoleCode; expiresAt: Date }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.planActivated;
    const plan = planName(context, values.role);
    const date = formatBusinessDate(values.expiresAt, context.language, context.config.businessTimeZone);
    return {
      subject: fill(t.subject, { plan }),
      body: [fill(t.intro, { plan, date }), '', fill(t.use, { url: url(context, WEB_PATHS.profile) })],
      action: { label: 'profile', url: url(context, WEB_PATHS.profile) },
    };
  },
  /** Before a paid plan ends (30, 7, 1 days) and on the day (0): the date, what then, how to renew. */
  renewalReminder(
    values: { stage: RenewalStage; role: RoleCode; expiresAt: Date; reseller: { name: string; email: string } | null },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.renewalReminder;
    const plan = planName(context, values.role);
    const date = formatBusinessDate(values.expiresAt, context.language, context.config.businessTimeZone);
    const fields = { plan, date, days: String(values.stage) };
    const subject = values.stage === 0 ? t.subjectToday : values.stage === 1 ? t.subjectTomorrow : t.subjectDays;
    const renew = values.reseller
      ? fill(t.reseller, values.reseller)
      : fill(t.renew, { date, url: url(context, WEB_PATHS.renew) });
    return {
      subject: fill(subject, fields),
      body: [
        fill(values.stage === 0 ? t.endsToday : t.ends, fields),
        t.atEnd,
        '',
        renew,
        ...(values.stage === 0 ? [] : ['', fill(t.turnOff, { url: url(context, WEB_PATHS.profile) })]),
      ],
      ...(values.reseller ? {} : { action: { label: 'renew', url: url(context, WEB_PATHS.renew) } }),
    };
  },
  /** A reseller's week: their clients whose plans end soon or ended lately, and where to renew them. */
  renewalsDigest(
    values: {
      renewals: { name: string; email: string; role: RoleCode; expiresAt: Date; daysLeft: number }[];
      total: number;
    },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.renewalsDigest;

    const line = ({ name, email, role, expiresAt, daysLeft }: (typeof values.renewals)[number]) =>
      fill(daysLeft > 0 ? t.ends : daysLeft === 0 ? t.endsToday : t.ended, {
        name,
        email,
        plan: planName(context, role),
        date: formatBusinessDate(expiresAt, context.language, context.config.businessTimeZone),
        days: String(Math.abs(daysLeft)),
      });
    const more = values.total - values.renewals.length;
    return {
      subject: fill(t.subject, { count: String(values.total) }),
      body: [
        t.intro,
        '',
        ...values.renewals.map(line),
        ...(more > 0 ? [fill(t.more, { count: String(more) })] : []),
        '',
        fill(t.act, { url: url(context, dashboardPath('renewals')) }),
      ],
      action: { label: 'renewals', url: url(context, dashboardPath('renewals')) },
    };
  },
  resellerApplicationReceived(values: { email: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.resellerApplicationReceived;
    return {
      subject: t.subject,
      body: [t.intro, '', fill(t.account, { email: values.email, registerUrl: url(context, WEB_PATHS.register) })],
    };
  },
  resellerApplicationWaiting(
    values: { applicant: string; email: string; phone: string; country: string },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.resellerApplicationWaiting;
    const country = new Intl.DisplayNames([context.language], { type: 'region' }).of(values.country) ?? values.country;
    return {
      subject: fill(t.subject, { applicant: values.applicant }),
      body: [
        fill(t.intro, { ...values, country }),
        '',
        fill(t.review, { url: url(context, dashboardPath('resellers-applications')) }),
      ],
      action: { label: 'review', url: url(context, dashboardPath('resellers-applications')) },
    };
  },
  resellerApproved(values: { rate: number }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.resellerApproved;
    return {
      subject: t.subject,
      body: [fill(t.intro, { rate: String(values.rate) }), '', fill(t.next, { url: url(context, WEB_PATHS.login) })],
      action: { label: 'signIn', url: url(context, WEB_PATHS.login) },
    };
  },
  resellerDeclined(values: { reason: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.resellerDeclined;
    return {
      subject: t.subject,
      body: [t.intro, '', fill(t.reason, values), '', fill(t.again, { url: url(context, WEB_PATHS.beReseller) })],
      action: { label: 'applyAgain', url: url(context, WEB_PATHS.beReseller) },
    };
  },
  commissionChanged(
    values: { previous: number; rate: number },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.commissionChanged;
    return {
      subject: t.subject,
      body: [
        fill(t.intro, { rate: String(values.rate), previous: String(values.previous) }),
        '',
        fill(t.next, { url: url(context, dashboardPath()) }),
      ],
      action: { label: 'dashboard', url: url(context, dashboardPath()) },
    };
  },
  resellerRevoked(_values: Record<string, never>, _context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.resellerRevoked;
    return { subject: t.subject, body: [t.intro, '', t.keys] };
  },
  transferConfirmed(
    values: { orderId: string; price: Money },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.transferConfirmed;
    const fields = { orderId: values.orderId, amount: money(context, values.price) };
    return {
      subject: fill(t.subject, fields),
      body: [fill(t.intro, fields), '', fill(t.next, { url: url(context, WEB_PATHS.profile) })],
      action: { label: 'profile', url: url(context, WEB_PATHS.profile) },
    };
  },
  orderAwaitingReview(
    values: { orderId: string; price: Money; customer: string; email: string },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.orderAwaitingReview;
    const fields = { ...values, amount: money(context, values.price) };
    return {
      subject: fill(t.subject, fields),
      body: [fill(t.intro, fields), '', fill(t.review, { url: url(context, dashboardPath('orders')) })],
      action: { label: 'review', url: url(context, dashboardPath('orders')) },
    };
  },
  orderCancelled(
    values: { orderId: string; reason: string },
    _context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.orderCancelled;
    return {
      subject: fill(t.subject, values),
      body: [fill(t.intro, values), '', fill(t.reason, values), '', t.help],
    };
  },
  keysIssued(values: { orderId: string; codes: string[] }, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.keysIssued;
    return {
      subject: fill(t.subject, { orderId: values.orderId, count: String(values.codes.length) }),
      body: [
        fill(t.intro, values),
        '',
        ...values.codes,
        '',
        fill(t.use, { url: url(context, dashboardPath('licence-keys')) }),
      ],
      action: { label: 'keys', url: url(context, dashboardPath('licence-keys')) },
    };
  },
  /** An admin is told of a PayPal event that needs a person: a mismatched payment, a refund, a denial. */
  paymentAttention(
    values: { what: PaymentAttention; orderId: string; price: Money; problem?: string },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.paymentAttention;
    const fields = { orderId: values.orderId, amount: money(context, values.price), problem: values.problem ?? '' };
    return {
      subject: fill(t.subject, fields),
      body: [fill(t[values.what], fields), '', fill(t.review, { url: url(context, dashboardPath('orders')) })],
      action: { label: 'review', url: url(context, dashboardPath('orders')) },
    };
  },
  /** Admins are told of a bank transfer that paid an order but needs a person: more than was due. */
  transferAttention(
    values: { orderId: string; price: Money; paid: number },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.transferAttention;
    const { currency } = values.price;
    const fields = {
      orderId: values.orderId,
      amount: money(context, values.price),
      paid: money(context, { amount: values.paid, currency }),
      excess: money(context, { amount: values.paid - values.price.amount, currency }),
    };
    return {
      subject: fill(t.subject, fields),
      body: [fill(t.moreThanDue, fields), '', fill(t.review, { url: url(context, dashboardPath('orders')) })],
      action: { label: 'review', url: url(context, dashboardPath('orders')) },
    };
  },
  /** The owner hears of every change to how their account signs in (issue 28: enrolment, removal, codes used). */
  secondFactorChanged(
    values: { change: SecondFactorChange; at: Date; name?: string; count?: number; admin?: string },
    context: TemplateContext,
    m: EmailMessages,
  ): EmailContent {
    const t = m.secondFactor;
    const fields = {
      name: values.name,
      count: values.count,
      admin: values.admin,
      date: momentUtc(context, values.at),
      url: url(context, WEB_PATHS.changePassword),
    };
    return {
      subject: t.subject,
      body: [fill(t[values.change], fields), fill(t.when, fields), '', fill(t.warning, fields)],
    };
  },
  /** An admin account's first second factor is set up from this link, never with the password alone (issue 43). */
  secondFactorSetupLink(values: { token: string }, context: TemplateContext, m: EmailMessages): EmailContent {
    return oneTimeLinkEmail(
      m.secondFactorSetupLink,
      oneTimeUrl(context, WEB_PATHS.security, values.token),
      values.token,
      'setUpSecondFactor',
    );
  },
  /** The receipt of a paid order (issue 29), donations included: the e-mail is a receipt on its own. */
  receipt(values: ReceiptValues, context: TemplateContext, m: EmailMessages): EmailContent {
    const t = m.receipt;
    const { seller } = context.config.site;
    const fields = {
      receiptNumber: values.receiptNumber,
      orderId: values.orderId,
      date: formatBusinessDate(values.paidAt, context.language, context.config.businessTimeZone),
      amount: money(context, values.price),
    };
    const { kind, role, months, quantity } = values.item;
    const item = fill(t[kind], {
      plan: role === null ? '' : (ROLE_LABELS[context.language][String(role)] ?? ''),
      months: String(months ?? ''),
      quantity: String(quantity),
    });
    const party = (label: string, p: { name: string | null; address: string | null; taxCode: string | null }) => [
      label,
      ...[p.name, p.address, p.taxCode && fill(t.taxCode, { taxCode: p.taxCode })].filter((line) => Boolean(line)),
    ];
    return {
      subject: fill(t.subject, fields),
      body: [
        t.intro,
        '',
        fill(t.number, fields),
        fill(t.order, fields),
        fill(t.paidAt, fields),
        fill(t.item, { item }),
        fill(t.amount, fields),
        '',
        ...party(t.buyer, values.buyer),
        '',
        ...party(t.seller, { ...seller, name: seller.legalName ?? 'OneClick' }),
        ...(values.receiptOrderId
          ? ['', fill(t.print, { url: url(context, receiptPath(values.receiptOrderId)) })]
          : []),
      ] as string[],
      ...(values.receiptOrderId
        ? { action: { label: 'receipt', url: url(context, receiptPath(values.receiptOrderId)) } }
        : {}),
    };
  },
} satisfies Record<EmailTemplateName, (values: never, context: TemplateContext, m: EmailMessages) => EmailContent>;

export type EmailTemplate = keyof typeof EMAIL_TEMPLATES;
export type EmailValues<T extends EmailTemplate> = Parameters<(typeof EMAIL_TEMPLATES)[T]>[0];
