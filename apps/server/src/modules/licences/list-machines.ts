import { effectiveRole, MACHINE_SEATS, type MachineList, type RoleCode, type SessionUser } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { mayManageMachinesOf } from './machine-access.js';
import { activeMachines, toMachine } from './queries.js';

/** The machines holding an account's seats, and how many seats its plan has today: for its owner or staff. */
export async function listMachines(db: Database, viewer: SessionUser, userId: string): Promise<MachineList> {
  const [user] = await db
    .select({ id: users.id, role: users.role, expiresAt: users.expiresAt, resellerId: users.resellerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !mayManageMachinesOf(viewer, user)) {
    throw new AppError('NOT_FOUND', 404, 'No account of yours has this id.');
  }
  return {
    machines: (await activeMachines(db, userId)).map(toMachine),
    seats: MACHINE_SEATS[effectiveRole(user.role as RoleCode, user.expiresAt)],
  };
}
