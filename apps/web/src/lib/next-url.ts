import { isSameSitePath } from '@oneclick/shared';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** Where to go after login. Only same-site paths are kept, so it is never an open redirect. */
export function saveNextUrl(path: string): void {
  if (isSameSitePath(path)) writeStorage(STORAGE_KEYS.nextUrl, path);
}

/** The stored next-URL, removed as it is read; anything not same-site is ignored. */
export function takeNextUrl(): string | null {
  const stored = readStorage(STORAGE_KEYS.nextUrl);
  removeStorage(STORAGE_KEYS.nextUrl);
  return isSameSitePath(stored) ? stored : null;
}
