import { effectiveRole, MACHINE_SEATS, type Machine, type RoleCode } from '@oneclick/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { ReadOnlyDatabase } from '../db/client.js';
import { deviceAuthorizations, type MachineRow, machines, type UserRow, users } from '../db/schema/index.js';

/**
 * The seat rule (decision 022), in one place for the licence calls and for /device, which must
 * know before approving whether the machine will find a seat.
 */

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
export function activeMachines(db: ReadOnlyDatabase, userId: string): Promise<MachineRow[]> {
  return db
    .select()
    .from(machines)
    .where(and(eq(machines.userId, userId), isNull(machines.releasedAt)))
    .orderBy(asc(machines.activatedAt), asc(machines.id));
}

/** The seats of the account's plan today: an expired paid plan counts as Free. */
export function planSeats(user: Pick<UserRow, 'role' | 'expiresAt'>): number {
  return MACHINE_SEATS[effectiveRole(user.role as RoleCode, user.expiresAt)];
}

/**
 * Seats go to the account's oldest machines (`active` is oldest first): when a plan shrinks, the
 * machines beyond its seats lose theirs at their next check-in, and regain them as seats free up.
 */
export function holdsSeat(active: MachineRow[], machine: MachineRow, seats: number): boolean {
  return active.findIndex((held) => held.id === machine.id) < seats;
}

/**
 * Whether the machine with this fingerprint gets a seat when it activates now: it keeps the one
 * it holds, or takes a free one. False when it would be answered SEATS_FULL.
 */
export function seatAvailable(active: MachineRow[], fingerprint: string, seats: number): boolean {
  const machine = active.find((held) => held.fingerprint === fingerprint);
  return machine ? holdsSeat(active, machine, seats) : active.length < seats;
}

/** The refusal when no seat is left for a machine: the account's machines, for the user to free some. */
export function seatsFull(active: MachineRow[], seats: number): AppError {
  return new AppError('CONFLICT', 409, `Every seat of this account is taken (${seats}): free one to go on.`, {
    reason: 'SEATS_FULL',
    machines: active.map(toMachine),
  });
}

/**
 * For /device: the seats of the account's plan, and whether this machine would find one if
 * approved now. A machine approved but not yet signed in holds a seat already, so that approvals
 * cannot promise more seats than the plan has. `lock` takes the account's row, as approving does:
 * approvals of one account then follow each other.
 */
export async function seatStateFor(
  db: ReadOnlyDatabase,
  userId: string,
  fingerprint: string,
  { lock = false } = {},
): Promise<{ seats: number; seatAvailable: boolean; active: MachineRow[] }> {
  const query = db.select({ role: users.role, expiresAt: users.expiresAt }).from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for('update') : await query;
  const active = await activeMachines(db, userId);
  const seats = user ? planSeats(user) : 0;
  const approved = await db
    .selectDistinct({ fingerprint: deviceAuthorizations.fingerprint })
    .from(deviceAuthorizations)
    .where(
      and(
        eq(deviceAuthorizations.userId, userId),
        eq(deviceAuthorizations.status, 'approved'),
        gt(deviceAuthorizations.expiresAt, sql`now()`),
      ),
    );
  const held = new Set(active.map((machine) => machine.fingerprint));
  const waiting = approved.filter((request) => !held.has(request.fingerprint));
  const available =
    held.has(fingerprint) || waiting.some((request) => request.fingerprint === fingerprint)
      ? seatAvailable(active, fingerprint, seats)
      : active.length + waiting.length < seats;
  return { seats, seatAvailable: available, active };
}
