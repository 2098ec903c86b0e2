import {
  type Currency,
  type Order,
  type OrderKind,
  type OrderStatus,
  type PaymentMethod,
  isOpenOrder,
  parseLanguage,
  vietQrPayload,
} from '@oneclick/shared';
import { eq, like, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { BankAccount } from '../config.js';
import { type OrderRow, orders } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';
import { startsWithPattern } from '../utils/like-pattern.js';
import type { Recipient } from '../mail/render-email.js';
import type { Money } from '../mail/template-parts.js';

/*
 * An order as the orders and payments modules both read it: its API shape, the lock that
 * changes it, what its e-mails name, and the staff's search.
 */

function bankTransferOf(order: OrderRow, bank: BankAccount | undefined): Order['bankTransfer'] {
  if (order.method !== 'bank_transfer' || !bank || !isOpenOrder(order.status as OrderStatus)) return null;
  return {
    bankName: bank.bankName,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    content: order.id,
    vietQr: vietQrPayload({
      bankBin: bank.bin,
      accountNumber: bank.accountNumber,
      amountVnd: order.amount,
      purpose: order.id,
    }),
  };
}

export function toOrder(order: OrderRow, bank: BankAccount | undefined): Order {
  return {
    id: order.id,
    kind: order.kind as OrderKind,
    method: order.method as PaymentMethod,
    status: order.status as OrderStatus,
    currency: order.currency as Currency,
    amount: order.amount,
    accountType: order.accountType,
    months: order.months,
    quantity: order.quantity,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    language: parseLanguage(order.language),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    bankTransfer: bankTransferOf(order, bank),
    receiptNumber: order.receiptNumber,
    buyerCompany: {
      companyName: order.buyerCompanyName,
      companyAddress: order.buyerCompanyAddress,
      taxCode: order.buyerTaxCode,
      personalId: order.buyerPersonalId,
    },
  };
}

export const orderNotFound = () => new AppError('NOT_FOUND', 404, 'No order has this id.');

/** The order locked for changing; refused once it is no longer open (paid, cancelled, expired). */
export async function lockOpenOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw orderNotFound();
  if (!isOpenOrder(order.status as OrderStatus) || order.expiresAt.getTime() <= Date.now()) {
    throw new AppError('CONFLICT', 409, 'This order can no longer be paid or changed.', { reason: 'ORDER_NOT_OPEN' });
  }
  return order;
}

/**
 * What a search may be: the start of a customer's e-mail, the start of an order ID, or a transfer
 * content naming the ID (read as the bank notification is: case, spaces and punctuation ignored).
 */
export function orderMatchesSearch(text: string): SQL {
  const letters = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const email = like(sql`lower(${orders.customerEmail})`, startsWithPattern(text.toLowerCase()));
  if (!letters) return email;
  return or(email, like(orders.id, startsWithPattern(letters)), sql`strpos(${letters}, ${orders.id}) > 0`)!;
}

/** The customer of an order, in the language they ordered in. */
export function customerOf(order: OrderRow): Recipient {
  return { email: order.customerEmail, name: order.customerName, language: parseLanguage(order.language) };
}

/** What an order costs, as its e-mails show it. */
export function priceOf(order: OrderRow): Money {
  return { amount: order.amount, currency: order.currency as Currency };
}
