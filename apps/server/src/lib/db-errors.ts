/** Whether a database error (PostgreSQL or PGlite, wrapped by Drizzle or not) broke a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
