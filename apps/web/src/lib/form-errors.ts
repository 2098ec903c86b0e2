import { ApiError } from './api-client';
import type { FieldError } from './form/field-errors';

/** Puts the server's per-field validation codes (`details.fields`) on the form's fields. */
export function applyFieldErrors(error: unknown, form: { setError(name: string, error: FieldError): void }): void {
  if (!(error instanceof ApiError)) return;
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  if (!fields) return;
  for (const [field, code] of Object.entries(fields)) {
    if (field !== 'request') form.setError(field, { type: 'server', message: code });
  }
}
