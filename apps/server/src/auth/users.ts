import { ADMIN_ROLES } from '@oneclick/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { recipientOf } from '../mail/render-email.js';
import type { EmailTemplate } from '../mail/email-template.js';
import type { UnitOfWork } from '../service-core/unit-of-work.js';

/** The account of `email`, in any case: the condition on a query of the users. */
export function emailIs(email: string) {
  return eq(sql`lower(${users.email})`, email.toLowerCase());
}

export async function findUserByEmail(db: ReadOnlyDatabase, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(emailIs(email));
  return user;
}

export async function findUserById(db: ReadOnlyDatabase, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Verified accounts with an admin role: who hears of what waits for an admin. */
function selectVerifiedAdmins(db: ReadOnlyDatabase): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...ADMIN_ROLES]), isNotNull(users.emailVerifiedAt)));
}

/** Tells every verified admin, each in their own language, of what waits for an admin. */
export async function mailAdmins<V>(uow: UnitOfWork, template: EmailTemplate<V>, values: NoInfer<V>): Promise<void> {
  for (const admin of await selectVerifiedAdmins(uow.tx)) await uow.mail(template, recipientOf(admin), values);
}
