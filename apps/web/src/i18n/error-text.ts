import type { QualifiedTFunction } from './translation-keys';
import { ApiError } from '../lib/api-client';

/** What to tell the reader about a failed call: the API's reason when it gave one, else its code. */
export function errorText(t: QualifiedTFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common:errors.INTERNAL');
  if (error.reason) return t(`common:reasons.${error.reason}`);
  return t(`common:errors.${error.code}`, { defaultValue: error.message });
}
