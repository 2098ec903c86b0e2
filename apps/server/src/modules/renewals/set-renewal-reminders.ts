import type { MyRenewal, RenewalRemindersRequest } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { readMyRenewal } from './queries.js';

/** Turns the reminders before the plan ends on or off; the notice on the day it ends goes either way. */
export async function setRenewalReminders(
  deps: ModuleDeps,
  actor: Actor,
  { renewalReminders }: RenewalRemindersRequest,
): Promise<MyRenewal> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    await tx
      .update(users)
      .set({ renewalReminders, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await audit({ action: 'renewal.reminders_changed', targetId: user.id, details: { renewalReminders } });
    return readMyRenewal(tx, user.id);
  });
}
