import type { Machine } from '@oneclick/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { type MachineRow, machines, type UserRow, users } from '../../db/schema/index.js';

export function toMachine(row: MachineRow): Machine {
  return {
    id: row.id,
    hostname: row.hostname,
    os: row.os,
    version: row.version,
    activatedAt: row.activatedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** The account's machines not released, the oldest first (the id orders two activated at the same instant). */
export function activeMachines(db: Database, userId: string): Promise<MachineRow[]> {
  return db
    .select()
    .from(machines)
    .where(and(eq(machines.userId, userId), isNull(machines.releasedAt)))
    .orderBy(asc(machines.activatedAt), asc(machines.id));
}

/**
 * The account a signed-in machine runs on, locked when asked. Deleting an account deletes its
 * device tokens, so only a call already under way can miss it: it answers as signed out.
 */
export async function machineAccount(db: Database, userId: string, { lock = false } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in from the software to continue.');
  return user;
}
