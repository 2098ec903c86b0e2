import type { Machine } from '@oneclick/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type MachineRow, machines } from '../../db/schema/index.js';

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

/** The machines holding a seat of the account, the oldest first. */
export function activeMachines(db: Database, userId: string): Promise<MachineRow[]> {
  return db
    .select()
    .from(machines)
    .where(and(eq(machines.userId, userId), isNull(machines.releasedAt)))
    .orderBy(asc(machines.activatedAt));
}
