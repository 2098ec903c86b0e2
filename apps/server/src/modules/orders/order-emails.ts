import { type Currency, dashboardPath, formatMoney, type Language, parseLanguage, WEB_PATHS } from '@oneclick/shared';
import type { Config } from '../../config.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import type { QueuedEmail } from '../../mail/outbox.js';
import {
  orderAwaitingReviewMessage,
  orderCancelledMessage,
  type PaymentAttention,
  paymentAttentionMessage,
  transferAttentionMessage,
  transferConfirmedMessage,
} from '../../mail/templates.js';

/** The e-mails of an order's life: the customer hears in the language they ordered in, admins in theirs. */
export function orderEmails(config: Config) {
  const frame = (language: Language, name: string) => ({ language, name, supportEmail: config.site.supportEmail });
  const fields = (order: OrderRow, language: Language) => ({
    orderId: order.id,
    amount: formatMoney(order.amount, order.currency as Currency, language),
  });
  return {
    transferConfirmed(order: OrderRow): QueuedEmail {
      const language = parseLanguage(order.language);
      return {
        to: order.customerEmail,
        ...transferConfirmedMessage(
          frame(language, order.customerName),
          fields(order, language),
          `${config.publicUrl}${WEB_PATHS.profile}`,
        ),
        links: [],
      };
    },
    awaitingReview(admin: UserRow, order: OrderRow): QueuedEmail {
      const language = parseLanguage(admin.language);
      return {
        to: admin.email,
        ...orderAwaitingReviewMessage(
          frame(language, admin.name),
          { ...fields(order, language), customer: order.customerName, email: order.customerEmail },
          `${config.publicUrl}${dashboardPath('orders')}`,
        ),
        links: [],
      };
    },
    paymentAttention(admin: UserRow, order: OrderRow, what: PaymentAttention, problem = ''): QueuedEmail {
      const language = parseLanguage(admin.language);
      return {
        to: admin.email,
        ...paymentAttentionMessage(
          frame(language, admin.name),
          what,
          { ...fields(order, language), problem },
          `${config.publicUrl}${dashboardPath('orders')}`,
        ),
        links: [],
      };
    },
    moreThanDue(admin: UserRow, order: OrderRow, paid: number): QueuedEmail {
      const language = parseLanguage(admin.language);
      const currency = order.currency as Currency;
      return {
        to: admin.email,
        ...transferAttentionMessage(
          frame(language, admin.name),
          {
            ...fields(order, language),
            paid: formatMoney(paid, currency, language),
            excess: formatMoney(paid - order.amount, currency, language),
          },
          `${config.publicUrl}${dashboardPath('orders')}`,
        ),
        links: [],
      };
    },
    cancelled(order: OrderRow, reason: string): QueuedEmail {
      return {
        to: order.customerEmail,
        ...orderCancelledMessage(frame(parseLanguage(order.language), order.customerName), order.id, reason),
        links: [],
      };
    },
  };
}
