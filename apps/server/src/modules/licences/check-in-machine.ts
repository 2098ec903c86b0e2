import type { LicenceRequest, LicenceResponse } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import type { DeviceSession } from '../../auth/device-sessions.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { licenceAnswer } from './licence-answer.js';
import { assertSameMachine } from './machine-check.js';
import { activeMachines, holdsSeat, planSeats, seatsFull } from '../../domain/machine-seats.js';
import { machineAccount } from './queries.js';

/**
 * A machine holding a seat renews its licence: what the account is worth today (an expired plan
 * is Free), as long as the machine is among the oldest the plan has seats for today.
 */
export async function checkInMachine(
  deps: ModuleDeps,
  actor: Actor,
  device: DeviceSession,
  input: LicenceRequest,
): Promise<LicenceResponse> {
  assertSameMachine(device, input);
  return deps.runUnitOfWork(actor, async ({ tx }) => {
    const user = await machineAccount(tx, device.userId);
    const active = await activeMachines(tx, user.id);
    const machine = active.find((held) => held.fingerprint === input.fingerprint);
    if (!machine) {
      throw new AppError('CONFLICT', 409, 'This machine holds no seat: activate it again.', { reason: 'NO_SEAT' });
    }
    const seats = planSeats(user);
    if (!holdsSeat(active, machine, seats)) throw seatsFull(active, seats);
    return licenceAnswer(deps, tx, { user, machine, device }, input);
  });
}
