import type { PackageId } from '@oneclick/shared';
import { STORAGE_KEYS, writeStorage } from './storage-keys';

/** What the visitor chose on the pricing page. Never the amount: the server prices it. */
export interface PurchaseIntent {
  packageId: PackageId;
  months: number;
}

export function savePurchaseIntent(intent: PurchaseIntent): void {
  writeStorage(STORAGE_KEYS.purchasePackage, intent.packageId);
  writeStorage(STORAGE_KEYS.purchaseMonths, String(intent.months));
}
