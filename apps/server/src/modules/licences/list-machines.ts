import { effectiveRole, MACHINE_SEATS, type MachineList, type RoleCode } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../app-error.js';
import { activeMachines, toMachine } from './queries.js';

/** The machines holding the account's seats, and how many seats its plan has today. */
export async function listMachines(db: Database, userId: string): Promise<MachineList> {
  const [user] = await db
    .select({ role: users.role, expiresAt: users.expiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 404, 'No account has this id.');
  return {
    machines: (await activeMachines(db, userId)).map(toMachine),
    seats: MACHINE_SEATS[effectiveRole(user.role as RoleCode, user.expiresAt)],
  };
}
