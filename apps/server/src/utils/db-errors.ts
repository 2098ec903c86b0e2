function* causes(error: unknown): Generator<{ code?: unknown; constraint?: unknown }> {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    yield current;
  }
}

/** Whether a database error (PostgreSQL or PGlite, wrapped by Drizzle or not) broke a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causes(error)) if (current.code === '23505') return true;
  return false;
}

/** Whether a write would have left the portal without a super admin (the database's own check). */
export function isLastSuperAdminViolation(error: unknown): boolean {
  for (const current of causes(error)) {
    if (current.code === '23514' && current.constraint === 'users_keep_a_super_admin') return true;
  }
  return false;
}
