import {
  isOpenOrder,
  isPurchasablePackage,
  type Order,
  ORDER_MONTHS,
  type OrderMonths,
  type PackageId,
  type PaymentMethod,
} from '@oneclick/shared';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** What the visitor chose on the pricing page. Never the amount: the server prices it. */
export interface PurchaseIntent {
  packageId: PackageId;
  months: number;
}

export function savePurchaseIntent(intent: PurchaseIntent): void {
  writeStorage(STORAGE_KEYS.purchasePackage, intent.packageId);
  writeStorage(STORAGE_KEYS.purchaseMonths, String(intent.months));
  removeStorage(STORAGE_KEYS.purchaseOrder);
}

/** The stored choice, when it is one the portal sells. */
export function readPurchaseIntent(): { packageId: 'pro' | 'premium'; months: OrderMonths } | null {
  const packageId = readStorage(STORAGE_KEYS.purchasePackage);
  const months = Number(readStorage(STORAGE_KEYS.purchaseMonths));
  if (!isPurchasablePackage(packageId) || packageId === 'basic') return null;
  if (!(ORDER_MONTHS as readonly number[]).includes(months)) return null;
  return { packageId, months: months as OrderMonths };
}

/** The spec: a successful payment forgets the stored purchase. */
export function clearPurchaseIntent(): void {
  removeStorage(STORAGE_KEYS.purchasePackage);
  removeStorage(STORAGE_KEYS.purchaseMonths);
  removeStorage(STORAGE_KEYS.purchaseOrder);
}

/** The order the invoice made for this method, if any (kept as `<method>:<id>`). */
export function readPurchaseOrder(method: PaymentMethod): string | null {
  const [storedMethod, orderId] = (readStorage(STORAGE_KEYS.purchaseOrder) ?? '').split(':');
  return storedMethod === method && orderId ? orderId : null;
}

export function savePurchaseOrder(method: PaymentMethod, orderId: string): void {
  writeStorage(STORAGE_KEYS.purchaseOrder, `${method}:${orderId}`);
}

/**
 * Forgets the stored purchase once the server says its order is paid or closed, so that the
 * invoice, opened again, offers a new order instead of the old one.
 */
export function forgetFinishedPurchase(method: PaymentMethod, order: Pick<Order, 'id' | 'status'>): void {
  if (!isOpenOrder(order.status) && readPurchaseOrder(method) === order.id) clearPurchaseIntent();
}
