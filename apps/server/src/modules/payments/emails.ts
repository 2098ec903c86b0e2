import { dashboardPath, fill, formatBusinessDate, receiptPath, type RoleCode, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';
import { money, type Money, planName, SAMPLE_MOMENT, SAMPLE_PRICE, url } from '../../mail/template-parts.js';

export type PaymentAttention = 'refused' | 'refunded' | 'refundedCancelled' | 'partlyRefunded' | 'denied';

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

/** Paying orders: the transfer confirmed, what admins must look at, the keys bought, the receipt. */
export const paymentsEmails = {
  transferConfirmed: emailTemplate('transferConfirmed', {
    render(values: { orderId: string; price: Money }, context, m) {
      const t = m.transferConfirmed;
      const fields = { orderId: values.orderId, amount: money(context, values.price) };
      return {
        subject: fill(t.subject, fields),
        body: [fill(t.intro, fields), '', fill(t.next, { url: url(context, WEB_PATHS.profile) })],
        action: { label: 'profile', url: url(context, WEB_PATHS.profile) },
      };
    },
    sample: { orderId: 'ORDER12345', price: SAMPLE_PRICE },
  }),
  orderAwaitingReview: emailTemplate('orderAwaitingReview', {
    render(values: { orderId: string; price: Money; customer: string; email: string }, context, m) {
      const t = m.orderAwaitingReview;
      const fields = { ...values, amount: money(context, values.price) };
      return {
        subject: fill(t.subject, fields),
        body: [fill(t.intro, fields), '', fill(t.review, { url: url(context, dashboardPath('orders')) })],
        action: { label: 'review', url: url(context, dashboardPath('orders')) },
      };
    },
    sample: { orderId: 'ORDER12345', price: SAMPLE_PRICE, customer: 'Nguyễn Văn An', email: 'an@factory.example' },
  }),
  keysIssued: emailTemplate('keysIssued', {
    render(values: { orderId: string; codes: string[] }, context, m) {
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
    sample: { orderId: 'ORDER12345', codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'] },
  }),
  /** An admin is told of a PayPal event that needs a person: a mismatched payment, a refund, a denial. */
  paymentAttention: emailTemplate('paymentAttention', {
    render(values: { what: PaymentAttention; orderId: string; price: Money; problem?: string }, context, m) {
      const t = m.paymentAttention;
      const fields = { orderId: values.orderId, amount: money(context, values.price), problem: values.problem ?? '' };
      return {
        subject: fill(t.subject, fields),
        body: [fill(t[values.what], fields), '', fill(t.review, { url: url(context, dashboardPath('orders')) })],
        action: { label: 'review', url: url(context, dashboardPath('orders')) },
      };
    },
    sample: { what: 'partlyRefunded', orderId: 'ORDER12345', price: SAMPLE_PRICE, problem: '$10' },
  }),
  /** Admins are told of a bank transfer that paid an order but needs a person: more than was due. */
  transferAttention: emailTemplate('transferAttention', {
    render(values: { orderId: string; price: Money; paid: number }, context, m) {
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
    sample: { orderId: 'ORDER12345', price: SAMPLE_PRICE, paid: 15000000 },
  }),
  /** The receipt of a paid order (issue 29), donations included: the e-mail is a receipt on its own. */
  receipt: emailTemplate('receipt', {
    render(values: ReceiptValues, context, m) {
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
        plan: planName(context, role),
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
    sample: {
      receiptNumber: '2026-000042',
      orderId: 'ORDER12345',
      paidAt: SAMPLE_MOMENT,
      price: SAMPLE_PRICE,
      item: { kind: 'subscription', role: 3, months: 12, quantity: 1 },
      buyer: { name: 'Công ty Nội Thất Việt', address: '12 Lê Lợi, Hà Nội', taxCode: '0101234567' },
      receiptOrderId: 'ORDER12345',
    },
  }),
};
