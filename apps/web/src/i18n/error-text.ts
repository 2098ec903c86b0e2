import type { QualifiedTFunction } from './translation-keys';
import { ApiError } from '../lib/api-client';
import { loadNamespace } from './i18n';

// The texts of the API's codes and reasons (2.6 kB gzipped) are needed only where a call can fail:
// every page's code that shows a failure imports this module, and its import waits for them. The
// home page's first load does without them.
await loadNamespace('api-errors');

/** What to tell the reader about a failed call: the API's reason when it gave one, else its code. */
export function errorText(t: QualifiedTFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('api-errors:codes.INTERNAL');
  if (error.reason) return t(`api-errors:reasons.${error.reason}`);
  return t(`api-errors:codes.${error.code}`, { defaultValue: error.message });
}
