import { effectiveRole, MACHINE_SEATS, type RoleCode } from '@oneclick/shared';
import { AppError } from '../../app-error.js';
import type { MachineRow, UserRow } from '../../db/schema/index.js';
import { toMachine } from './queries.js';

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

/** The refusal when no seat is left for a machine: the account's machines, for the user to free some. */
export function seatsFull(active: MachineRow[], seats: number): AppError {
  return new AppError('CONFLICT', 409, `Every seat of this account is taken (${seats}): free one to go on.`, {
    reason: 'SEATS_FULL',
    machines: active.map(toMachine),
  });
}
