import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts the server's per-field validation codes (`details.fields`) on the form's fields. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  if (!fields) return;
  for (const [field, code] of Object.entries(fields)) {
    if (field !== 'request') setError(field as Path<T>, { type: 'server', message: code });
  }
}
