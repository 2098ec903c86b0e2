import type { QualifiedTFunction, QualifiedKey } from './translation-keys';

/**
 * A validation code (a schema's message, checked in the browser or by the server) in the reader's
 * words. Schemas give their messages as plain strings, so this is the one place a code is taken
 * as a key unchecked; a code the messages lack reads as "required" rather than as a bare code.
 */
export function validationText(t: QualifiedTFunction, code: string): string {
  return t(`validation:${code}` as QualifiedKey, { defaultValue: t('validation:REQUIRED') });
}
