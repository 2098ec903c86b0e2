import { type ErrorReason, reasonOf } from '@oneclick/shared';
import type { QualifiedTFunction } from './translation-keys';
import { ApiError } from '../lib/api-client';
import { loadNamespace } from './i18n';

// The texts of the API's codes and reasons (2.6 kB gzipped) are needed only where a call can fail:
// every page's code that words a failure imports this module, and its import waits for them. The
// home page's first load does without them.
await loadNamespace('api-errors');

/** Why the API refuses, in the reader's words. */
export function reasonText(t: QualifiedTFunction, reason: ErrorReason): string {
  return t(`api-errors:reasons.${reason}`);
}

/** What to tell the reader about a failed call: the API's reason when it gave one, else its code. */
export function errorText(t: QualifiedTFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('api-errors:codes.INTERNAL');
  const reason = reasonOf(error.details);
  if (reason) return reasonText(t, reason);
  return t(`api-errors:codes.${error.code}`, { defaultValue: error.message });
}
