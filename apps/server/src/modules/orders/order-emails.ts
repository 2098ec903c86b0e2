import { type Currency, parseLanguage } from '@oneclick/shared';
import type { OrderRow } from '../../db/schema/index.js';
import type { Recipient } from '../../mail/render-email.js';
import type { Money } from '../../mail/templates.js';

/** The customer of an order, in the language they ordered in. */
export function customerOf(order: OrderRow): Recipient {
  return { email: order.customerEmail, name: order.customerName, language: parseLanguage(order.language) };
}

/** What an order costs, as its e-mails show it. */
export function priceOf(order: OrderRow): Money {
  return { amount: order.amount, currency: order.currency as Currency };
}
