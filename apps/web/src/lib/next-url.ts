import { isSameSitePath } from '@oneclick/shared';
import { STORAGE_KEYS, writeStorage } from './storage-keys';

/** Where to go after login. Only same-site paths are kept, so it is never an open redirect. */
export function saveNextUrl(path: string): void {
  if (isSameSitePath(path)) writeStorage(STORAGE_KEYS.nextUrl, path);
}
