import { needsSecondFactor, ROLES, type RoleCode, roleChangeRefusal, type UserSummary } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { selectUserSummaries, toUserSummary } from './queries.js';

const REFUSALS = {
  OWN_ROLE: { status: 409, message: 'You cannot change your own role.' },
  SUPER_ADMIN_ONLY: { status: 403, message: 'Only a super admin can give or take away admin roles.' },
  LAST_SUPER_ADMIN: { status: 409, message: 'The portal needs at least one super admin.' },
} as const;

/**
 * An admin changes a user's role within the rules of D3 (shared: `roleChangeRefusal`); a
 * promotion to an admin role ends the account's sessions.
 */
export async function changeRole(
  deps: ModuleDeps,
  actor: Actor,
  input: { userId: string; role: RoleCode },
): Promise<UserSummary> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    // Every super admin's row is locked, so two demotions at once cannot leave none, and the
    // actor's own power is judged as it is now, not as it was when their session was read.
    const superAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, ROLES.superAdmin))
      .for('update');
    const actorIsSuperAdmin = superAdmins.some((row) => row.id === admin.id);
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!target) throw new AppError('NOT_FOUND', 404, 'No account has this id.', { reason: 'ACCOUNT_NOT_FOUND' });
    const from = target.role as RoleCode;
    const refusal = roleChangeRefusal({
      actorId: admin.id,
      actorRole: actorIsSuperAdmin ? ROLES.superAdmin : ROLES.admin,
      targetId: target.id,
      from,
      to: input.role,
      superAdmins: superAdmins.length,
    });
    if (refusal) {
      const { status, message } = REFUSALS[refusal];
      throw new AppError(status === 403 ? 'FORBIDDEN' : 'CONFLICT', status, message, { reason: refusal });
    }
    await tx
      .update(users)
      .set({ role: input.role, expiresAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    // Staff power is not handed to sessions opened before it: the account signs in again, with
    // its second factor (or sets up its first through the e-mailed link) before any staff work.
    if (needsSecondFactor(input.role) && input.role !== from) await revokeUserSessions(tx, target.id);
    await audit({ action: 'users.role_changed', targetId: target.id, details: { from, to: input.role } });
    const [row] = await selectUserSummaries(tx).where(eq(users.id, target.id));
    return toUserSummary(row!);
  });
}
