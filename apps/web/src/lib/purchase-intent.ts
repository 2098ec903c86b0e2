import {
  isOpenOrder,
  isSoldPackage,
  type Order,
  ORDER_MONTHS,
  type OrderMonths,
  PACKAGE_IDS,
  PACKAGES,
  type PaymentMethod,
  type SoldPackage,
} from '@oneclick/shared';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** What the visitor chose on the pricing page. Never the amount: the server prices it. */
export interface PurchaseIntent {
  packageId: SoldPackage;
  months: OrderMonths;
}

/** A choice from the strings local storage or an invoice's address holds, when it is one the portal sells. */
export function parsePurchaseIntent(packageId: string | null, months: string | null): PurchaseIntent | null {
  const term = Number(months);
  if (!isSoldPackage(packageId) || !(ORDER_MONTHS as readonly number[]).includes(term)) return null;
  return { packageId, months: term as OrderMonths };
}

/** The package and term of an order, to order them again. */
export function purchaseIntentOf(order: Pick<Order, 'accountType' | 'months'>): PurchaseIntent | null {
  const packageId = PACKAGE_IDS.find((id) => PACKAGES[id].accountType === order.accountType) ?? null;
  return parsePurchaseIntent(packageId, String(order.months));
}

export function savePurchaseIntent(intent: PurchaseIntent): void {
  writeStorage(STORAGE_KEYS.purchasePackage, intent.packageId);
  writeStorage(STORAGE_KEYS.purchaseMonths, String(intent.months));
  removeStorage(STORAGE_KEYS.purchaseOrder);
}

/** The stored choice, when it is one the portal sells. */
export function readPurchaseIntent(): PurchaseIntent | null {
  return parsePurchaseIntent(readStorage(STORAGE_KEYS.purchasePackage), readStorage(STORAGE_KEYS.purchaseMonths));
}

/** The spec: a successful payment forgets the stored purchase. */
export function clearPurchaseIntent(): void {
  removeStorage(STORAGE_KEYS.purchasePackage);
  removeStorage(STORAGE_KEYS.purchaseMonths);
  removeStorage(STORAGE_KEYS.purchaseOrder);
}

/** The order Buy made for this method, if any (kept as `<method>:<id>`). */
export function readPurchaseOrder(method: PaymentMethod): string | null {
  const [storedMethod, orderId] = (readStorage(STORAGE_KEYS.purchaseOrder) ?? '').split(':');
  return storedMethod === method && orderId ? orderId : null;
}

export function savePurchaseOrder(method: PaymentMethod, orderId: string): void {
  writeStorage(STORAGE_KEYS.purchaseOrder, `${method}:${orderId}`);
}

/**
 * Forgets the stored purchase once the server says its order is paid or closed, so that the
 * invoice, opened again without an order in its address, offers a new order instead of the old one.
 */
export function forgetFinishedPurchase(method: PaymentMethod, order: Pick<Order, 'id' | 'status'>): void {
  if (!isOpenOrder(order.status) && readPurchaseOrder(method) === order.id) clearPurchaseIntent();
}
