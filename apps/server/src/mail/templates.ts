import { fill, type Language, type RoleCode } from '@oneclick/shared';
import en from '@oneclick/shared/i18n/en-US/emails.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/emails.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import enCommon from '@oneclick/shared/i18n/en-US/common.json' with { type: 'json' };
import thCommon from '@oneclick/shared/i18n/th/common.json' with { type: 'json' };
import viCommon from '@oneclick/shared/i18n/vi/common.json' with { type: 'json' };

type Messages = typeof en;
const MESSAGES: Record<Language, Messages> = { 'en-US': en, vi, th };
const ROLE_LABELS: Record<Language, Record<string, string>> = {
  'en-US': enCommon.roles,
  vi: viCommon.roles,
  th: thCommon.roles,
};

interface Rendered {
  subject: string;
  text: string;
}

interface Frame {
  language: Language;
  name: string;
  supportEmail: string;
}

function frame({ language, name, supportEmail }: Frame, body: string[]): string {
  const m = MESSAGES[language];
  return [
    fill(m.greeting, { name }),
    '',
    ...body,
    '',
    m.signature,
    '',
    '--',
    fill(m.footer, { email: supportEmail }),
  ].join('\n');
}

export function verifyEmailMessage(f: Frame, url: string): Rendered {
  const m = MESSAGES[f.language].verifyEmail;
  return { subject: m.subject, text: frame(f, [m.intro, '', url, '', m.expiry, m.ignore]) };
}

export function resetPasswordMessage(f: Frame, url: string): Rendered {
  const m = MESSAGES[f.language].resetPassword;
  return { subject: m.subject, text: frame(f, [m.intro, '', url, '', m.expiry, m.ignore]) };
}

export function passwordChangedMessage(f: Frame, date: string, forgotUrl: string): Rendered {
  const m = MESSAGES[f.language].passwordChanged;
  return { subject: m.subject, text: frame(f, [fill(m.intro, { date }), '', fill(m.warning, { url: forgotUrl })]) };
}

export function accountExistsMessage(f: Frame, loginUrl: string, forgotUrl: string): Rendered {
  const m = MESSAGES[f.language].accountExists;
  return {
    subject: m.subject,
    text: frame(f, [m.intro, '', fill(m.action, { loginUrl }), fill(m.forgot, { forgotUrl })]),
  };
}

export function planActivatedMessage(f: Frame, role: RoleCode, date: string, profileUrl: string): Rendered {
  const m = MESSAGES[f.language].planActivated;
  const plan = ROLE_LABELS[f.language][String(role)] ?? String(role);
  return {
    subject: fill(m.subject, { plan }),
    text: frame(f, [fill(m.intro, { plan, date }), '', fill(m.use, { url: profileUrl })]),
  };
}

export function resellerApplicationReceivedMessage(f: Frame, email: string, registerUrl: string): Rendered {
  const m = MESSAGES[f.language].resellerApplicationReceived;
  return { subject: m.subject, text: frame(f, [m.intro, '', fill(m.account, { email, registerUrl })]) };
}

export interface ApplicantFields {
  applicant: string;
  email: string;
  phone: string;
  country: string;
}

export function resellerApplicationWaitingMessage(f: Frame, applicant: ApplicantFields, url: string): Rendered {
  const m = MESSAGES[f.language].resellerApplicationWaiting;
  const country = new Intl.DisplayNames([f.language], { type: 'region' }).of(applicant.country) ?? applicant.country;
  return {
    subject: fill(m.subject, { applicant: applicant.applicant }),
    text: frame(f, [fill(m.intro, { ...applicant, country }), '', fill(m.review, { url })]),
  };
}

export function resellerApprovedMessage(f: Frame, rate: number, url: string): Rendered {
  const m = MESSAGES[f.language].resellerApproved;
  return { subject: m.subject, text: frame(f, [fill(m.intro, { rate: String(rate) }), '', fill(m.next, { url })]) };
}

export function resellerDeclinedMessage(f: Frame, reason: string, url: string): Rendered {
  const m = MESSAGES[f.language].resellerDeclined;
  return { subject: m.subject, text: frame(f, [m.intro, '', fill(m.reason, { reason }), '', fill(m.again, { url })]) };
}

export function commissionChangedMessage(f: Frame, previous: number, rate: number, url: string): Rendered {
  const m = MESSAGES[f.language].commissionChanged;
  return {
    subject: m.subject,
    text: frame(f, [fill(m.intro, { rate: String(rate), previous: String(previous) }), '', fill(m.next, { url })]),
  };
}

export function resellerRevokedMessage(f: Frame): Rendered {
  const m = MESSAGES[f.language].resellerRevoked;
  return { subject: m.subject, text: frame(f, [m.intro, '', m.keys]) };
}

export interface OrderFields {
  orderId: string;
  /** Already formatted in the reader's language, with its currency. */
  amount: string;
}

export function transferConfirmedMessage(f: Frame, order: OrderFields, url: string): Rendered {
  const m = MESSAGES[f.language].transferConfirmed;
  return {
    subject: fill(m.subject, { orderId: order.orderId }),
    text: frame(f, [fill(m.intro, { ...order }), '', fill(m.next, { url })]),
  };
}

export function orderAwaitingReviewMessage(
  f: Frame,
  order: OrderFields & { customer: string; email: string },
  url: string,
): Rendered {
  const m = MESSAGES[f.language].orderAwaitingReview;
  return {
    subject: fill(m.subject, { orderId: order.orderId }),
    text: frame(f, [fill(m.intro, { ...order }), '', fill(m.review, { url })]),
  };
}

export function orderCancelledMessage(f: Frame, orderId: string, reason: string): Rendered {
  const m = MESSAGES[f.language].orderCancelled;
  return {
    subject: fill(m.subject, { orderId }),
    text: frame(f, [fill(m.intro, { orderId }), '', fill(m.reason, { reason }), '', m.help]),
  };
}

export function keysIssuedMessage(f: Frame, orderId: string, codes: string[], url: string): Rendered {
  const m = MESSAGES[f.language].keysIssued;
  return {
    subject: fill(m.subject, { orderId, count: String(codes.length) }),
    text: frame(f, [fill(m.intro, { orderId }), '', ...codes, '', fill(m.use, { url })]),
  };
}

export type PaymentAttention = 'refused' | 'refunded' | 'refundedCancelled' | 'partlyRefunded' | 'denied';

/** An admin is told of a PayPal event that needs a person: a mismatched payment, a refund, a denial. */
export function paymentAttentionMessage(
  f: Frame,
  what: PaymentAttention,
  fields: { orderId: string; amount: string; problem: string },
  url: string,
): Rendered {
  const m = MESSAGES[f.language].paymentAttention;
  return {
    subject: fill(m.subject, { orderId: fields.orderId }),
    text: frame(f, [fill(m[what], fields), '', fill(m.review, { url })]),
  };
}

/** Admins are told of a bank transfer that paid an order but needs a person: more than was due. */
export function transferAttentionMessage(
  f: Frame,
  fields: { orderId: string; amount: string; paid: string; excess: string },
  url: string,
): Rendered {
  const m = MESSAGES[f.language].transferAttention;
  return {
    subject: fill(m.subject, { orderId: fields.orderId }),
    text: frame(f, [fill(m.moreThanDue, fields), '', fill(m.review, { url })]),
  };
}

export type SecondFactorChange =
  | 'totpEnrolled'
  | 'totpRemoved'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'recoveryCodeUsed'
  | 'recoveryCodesRenewed'
  | 'reset'
  | 'resetFromTerminal';

/** The owner hears of every change to how their account signs in (issue 28: enrolment, removal, codes used). */
export function secondFactorChangedMessage(
  f: Frame,
  change: SecondFactorChange,
  fields: { date: string; url: string; name?: string; count?: string; admin?: string },
): Rendered {
  const m = MESSAGES[f.language].secondFactor;
  return {
    subject: m.subject,
    text: frame(f, [fill(m[change], fields), fill(m.when, fields), '', fill(m.warning, fields)]),
  };
}

export interface ReceiptFields {
  receiptNumber: string;
  orderId: string;
  /** Already formatted in the reader's language. */
  date: string;
  amount: string;
  item: { kind: 'subscription' | 'keys' | 'donation'; role: RoleCode | null; months: number | null; quantity: number };
  /** Name, address and tax code lines of each party; empty lines are left out. */
  buyer: { name: string; address: string | null; taxCode: string | null };
  seller: { name: string | null; address: string | null; taxCode: string | null };
  /** The printable receipt, for a signed-in buyer; null for an anonymous donor. */
  url: string | null;
}

/** The receipt of a paid order (issue 29), donations included: the e-mail is a receipt on its own. */
export function receiptMessage(f: Frame, fields: ReceiptFields): Rendered {
  const m = MESSAGES[f.language].receipt;
  const values = { ...fields };
  const plan = fields.item.role === null ? '' : (ROLE_LABELS[f.language][String(fields.item.role)] ?? '');
  const item = fill(m[fields.item.kind], {
    plan,
    months: String(fields.item.months ?? ''),
    quantity: String(fields.item.quantity),
  });
  const party = (label: string, p: { name: string | null; address: string | null; taxCode: string | null }) => [
    label,
    ...[p.name, p.address, p.taxCode && fill(m.taxCode, { taxCode: p.taxCode })].filter((line) => Boolean(line)),
  ];
  return {
    subject: fill(m.subject, values),
    text: frame(f, [
      m.intro,
      '',
      fill(m.number, values),
      fill(m.order, values),
      fill(m.paidAt, values),
      fill(m.item, { item }),
      fill(m.amount, values),
      '',
      ...party(m.buyer, fields.buyer),
      '',
      ...party(m.seller, fields.seller),
      ...(fields.url ? ['', fill(m.print, { url: fields.url })] : []),
    ] as string[]),
  };
}
