import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { revokeDeviceTokens } from '../../auth/device-sessions.js';
import { machines, users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { mayManageMachinesOf } from './machine-access.js';

/**
 * Frees a machine's seat: its owner from /profile, or staff for a customer. The machine is
 * signed out too (its device tokens revoked): to run again it must be approved again.
 */
export async function releaseMachine(deps: ModuleDeps, actor: Actor, machineId: string): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [found] = await tx
      .select({ machine: machines, owner: { id: users.id, resellerId: users.resellerId } })
      .from(machines)
      .innerJoin(users, eq(users.id, machines.userId))
      .where(eq(machines.id, machineId))
      .for('update', { of: machines });
    const machine = found?.machine;
    if (!found || !machine || machine.releasedAt || !mayManageMachinesOf(user, found.owner)) {
      throw new AppError('NOT_FOUND', 404, 'No machine of yours holds a seat under this id.');
    }
    await tx.update(machines).set({ releasedAt: new Date(), releasedBy: user.id }).where(eq(machines.id, machine.id));
    await revokeDeviceTokens(tx, machine.userId, machine.fingerprint);
    await audit({
      action: 'machine.release',
      targetId: machine.id,
      details: { userId: machine.userId, hostname: machine.hostname, os: machine.os },
    });
  });
}
