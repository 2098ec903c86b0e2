import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import { type UserRow, users } from '../../src/db/schema/index.js';
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
