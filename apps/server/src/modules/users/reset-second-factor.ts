import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { resetSecondFactors } from '../../auth/second-factors.js';
import { users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';

/**
 * A super admin takes every second factor away from another account (its phone was lost), signs
 * it out everywhere and tells its owner. Never their own: the last super admin's factor can be
 * reset only from the server's terminal (`npm run reset-second-factor`).
 */
export async function resetSecondFactor(deps: ModuleDeps, actor: Actor, userId: string): Promise<void> {
  const superAdmin = signedInUser(actor);
  if (userId === superAdmin.id) {
    throw new AppError('CONFLICT', 409, 'You cannot reset your own second factor here.', {
      reason: 'OWN_SECOND_FACTOR',
    });
  }
  await deps.runUnitOfWork(actor, async (uow) => {
    const [target] = await uow.tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', 404, 'No account has this id.', { reason: 'ACCOUNT_NOT_FOUND' });
    await resetSecondFactors(uow, deps.config, target, { admin: superAdmin.name });
  });
}
