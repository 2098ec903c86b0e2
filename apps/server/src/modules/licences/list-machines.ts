import type { MachineList, SessionUser } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { mayManageMachinesOf } from './machine-access.js';
import { activeMachines, holdsSeat, planSeats, toMachine } from '../../domain/machine-seats.js';

/** An account's machines, which of them hold a seat, and how many seats its plan has today: for its owner or staff. */
export async function listMachines(db: ReadOnlyDatabase, viewer: SessionUser, userId: string): Promise<MachineList> {
  const [user] = await db
    .select({ id: users.id, role: users.role, expiresAt: users.expiresAt, resellerId: users.resellerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !mayManageMachinesOf(viewer, user)) {
    throw new AppError('NOT_FOUND', 404, 'No account of yours has this id.');
  }
  const active = await activeMachines(db, userId);
  const seats = planSeats(user);
  return {
    machines: active.map((machine) => ({ ...toMachine(machine), holdsSeat: holdsSeat(active, machine, seats) })),
    seats,
  };
}
