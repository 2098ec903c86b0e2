import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import { totpCredentials, type UserRow, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';

export const TEST_PASSWORD = 'walnut cabinet 2026';

/** A user straight in the database: verified, Free, with TEST_PASSWORD unless told otherwise. */
export async function insertUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password = TEST_PASSWORD, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email: `user-${randomBytes(4).toString('hex')}@factory.test`,
      passwordHash: await hashPassword(password),
      country: 'VN',
      language: 'en-US',
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  return user!;
}

/**
 * Gives the account a confirmed authenticator app nobody can read codes from, as a fixture: for
 * tests of staff work, whose sessions are marked as having proved it (`logInAs`).
 */
export async function giveSecondFactor(db: Database, userId: string): Promise<void> {
  await db
    .insert(totpCredentials)
    .values({ userId, secret: Buffer.alloc(20).toString('base64'), confirmedAt: new Date() })
    .onConflictDoNothing();
}
