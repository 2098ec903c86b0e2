import { PACKAGES, type PackageId, TERM_MONTHS } from './packages.js';

/** What an order buys: a customer's own plan, licence keys for a reseller, or a donation. */
export const ORDER_KINDS = ['subscription', 'keys', 'donation'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** PayPal charges USD; a bank transfer pays VND (PayPal has no VND). */
export const PAYMENT_METHODS = ['paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CURRENCIES = ['USD', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function currencyOf(method: PaymentMethod): Currency {
  return method === 'paypal' ? 'USD' : 'VND';
}

/**
 * pending → awaiting review (a bank transfer the customer says they made) → fulfilled (paid,
 * with the plan or keys given in the same transaction; a donation stops at paid), or
 * cancelled, expired; a paid order may later be refunded.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_review',
  'paid',
  'fulfilled',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['awaiting_review', 'paid', 'fulfilled', 'cancelled', 'expired'],
  awaiting_review: ['paid', 'fulfilled', 'cancelled', 'expired'],
  paid: ['refunded'],
  fulfilled: ['refunded'],
  // A capture that arrived after the cancellation is given back.
  cancelled: ['refunded'],
  expired: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Whether money may still arrive for the order (a transfer matched, an admin marks it paid). */
export function isOpenOrder(status: OrderStatus): boolean {
  return status === 'pending' || status === 'awaiting_review';
}

/** A purchase lasts one, two or three terms, priced pro rata. */
export const ORDER_MONTHS = [12, 24, 36] as const;
export type OrderMonths = (typeof ORDER_MONTHS)[number];

export const KEY_PURCHASE_LIMITS = { minQuantity: 1, maxQuantity: 500 } as const;
export const DONATION_LIMITS_USD = { min: 1, max: 10_000, default: 225 } as const;

/** 12 upper-case hex characters: the order's id, and the bank transfer's content. */
export const ORDER_ID_PATTERN = /^[0-9A-F]{12}$/;

/** VND per term of each purchasable package, from the server's configuration (null: not sold in VND). */
export type VndPrices = Partial<Record<PackageId, number | null>>;

export interface PriceRequest {
  packageId: PackageId;
  months: OrderMonths;
  quantity?: number;
  /** A reseller's commission, in whole percent: taken off the catalogue price. */
  commissionRate?: number;
  currency: Currency;
  vndPrices: VndPrices;
}

/**
 * What an order costs, in minor units of its currency (cents; VND has none), or null when
 * the package is not sold in that currency. The server alone calls this to charge.
 */
export function orderAmount({
  packageId,
  months,
  quantity = 1,
  commissionRate = 0,
  currency,
  vndPrices,
}: PriceRequest): number | null {
  const definition = PACKAGES[packageId];
  if (!definition.purchasable) return null;
  const perTerm = currency === 'USD' ? definition.priceUsdCents : (vndPrices[packageId] ?? null);
  if (perTerm === null) return null;
  const catalogue = (perTerm * months * quantity) / TERM_MONTHS;
  return Math.round((catalogue * (100 - commissionRate)) / 100);
}
