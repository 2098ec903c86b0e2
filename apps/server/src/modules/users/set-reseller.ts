import type { UserSummary } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { selectUserSummaries, toUserSummary } from './queries.js';

/**
 * An admin makes a verified user a reseller at a commission rate (the end of a reseller
 * application too), changes the rate, or, with null, takes the reseller status away.
 */
export async function setReseller(
  deps: ModuleDeps,
  actor: Actor,
  input: { userId: string; commissionRate: number | null },
): Promise<UserSummary> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', 404, 'No account has this id.', { reason: 'ACCOUNT_NOT_FOUND' });
    if (input.commissionRate !== null && !target.emailVerifiedAt) {
      throw new AppError('CONFLICT', 409, 'This user has not verified their e-mail address yet.', {
        reason: 'CUSTOMER_NOT_VERIFIED',
      });
    }
    await tx
      .update(users)
      .set({ isReseller: input.commissionRate !== null, commissionRate: input.commissionRate, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    await audit({
      action: input.commissionRate === null ? 'users.reseller_removed' : 'users.reseller_set',
      targetId: target.id,
      details: { from: target.isReseller ? target.commissionRate : null, to: input.commissionRate },
    });
    const [row] = await selectUserSummaries(tx).where(eq(users.id, target.id));
    return toUserSummary(row!);
  });
}
