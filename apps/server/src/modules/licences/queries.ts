import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';

/**
 * The account a signed-in machine runs on, locked when asked. Deleting an account deletes its
 * device tokens, so only a call already under way can miss it: it answers as signed out.
 */
export async function machineAccount(db: ReadOnlyDatabase, userId: string, { lock = false } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in from the software to continue.');
  return user;
}
