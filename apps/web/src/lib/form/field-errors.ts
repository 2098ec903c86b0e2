import { setValueAt } from './paths';

/** What is wrong with a field: a validation code (`REQUIRED`, `EMAIL_INVALID`), from the browser's check or the server. */
export interface FieldError {
  type: string;
  message?: string;
}

/** The errors of a form's fields, nested as its values are; a group may have one of its own (`errors.buyer.message`). */
export type FieldErrors<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[]
    ? FieldError
    : NonNullable<T[K]> extends Record<string, unknown>
      ? FieldErrors<NonNullable<T[K]>> & Partial<FieldError>
      : FieldError;
};

/** One problem a schema found: where, and its code. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code?: string;
  message: string;
}

/** A schema's issues as the fields' errors: each field's first, as the reader fixes one thing at a time. */
export function errorsOfIssues<T>(issues: readonly SchemaIssue[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
    if (seen.has(path)) continue;
    seen.add(path);
    setValueAt(errors, path, { type: issue.code ?? 'invalid', message: issue.message });
  }
  return errors as FieldErrors<T>;
}
