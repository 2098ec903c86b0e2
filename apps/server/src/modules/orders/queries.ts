import {
  type Currency,
  type Order,
  type OrderKind,
  type OrderStatus,
  type PaymentMethod,
  type UnmatchedTransfer,
  isOpenOrder,
  parseLanguage,
  vietQrPayload,
} from '@oneclick/shared';
import { eq, like, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { BankAccount } from '../../config.js';
import { type BankTransferRow, bankTransfers, type OrderRow, orders } from '../../db/schema/index.js';
import { startsWithPattern } from '../../lib/like-pattern.js';
import type { Transaction } from '../../db/transaction.js';

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

/** The bank transfer locked for settling; refused once an admin has settled it. */
export async function lockOpenTransfer(tx: Transaction, id: string): Promise<BankTransferRow> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  if (!transfer || (transfer.orderId !== null && transfer.unmatchedReason === null)) {
    throw new AppError('NOT_FOUND', 404, 'No transfer waiting for an admin has this id.');
  }
  if (transfer.settlement !== null) {
    throw new AppError('CONFLICT', 409, 'This transfer has been settled already.', { reason: 'TRANSFER_SETTLED' });
  }
  return transfer;
}

/**
 * Whether a transfer's content names an order id, read as the bank notification is read: case,
 * spaces and punctuation ignored.
 */
export function contentNames(orderId: SQL | typeof orders.id): SQL {
  return sql`strpos(upper(regexp_replace(${bankTransfers.content}, '[^0-9A-Za-z]', '', 'g')), ${orderId}) > 0`;
}

/** The order a transfer's content names, whatever its state (the oldest, as the bank's notice would pay it). */
export const namedOrderOfTransfer = sql<UnmatchedTransfer['namedOrder']>`(
  select json_build_object('id', named.id, 'status', named.status) from ${orders} named
  where ${contentNames(sql`named.id`)} order by named.created_at limit 1
)`;

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
