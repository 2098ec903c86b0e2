/** Every key this app keeps in the browser's local storage. */
export const STORAGE_KEYS = {
  language: 'one_language',
  purchasePackage: 'purchase_package',
  purchaseMonths: 'purchase_months',
  /** The order Buy made for the purchase above, where /invoice_en or /invoice_vi opened bare goes. */
  purchaseOrder: 'purchase_order',
  nextUrl: 'next_url',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can be disabled or full; the app keeps working without it. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
