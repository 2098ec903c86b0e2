import type { LicenceRequest, LicenceResponse } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import type { DeviceSession } from '../../auth/device-sessions.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { licenceAnswer } from './licence-answer.js';
import { assertSameMachine } from './machine-check.js';
import { activeMachines, machineAccount } from './queries.js';

/** A machine holding a seat renews its licence: what the account is worth today (an expired plan is Free). */
export async function checkInMachine(
  deps: ModuleDeps,
  actor: Actor,
  device: DeviceSession,
  input: LicenceRequest,
): Promise<LicenceResponse> {
  assertSameMachine(device, input);
  return deps.runUnitOfWork(actor, async ({ tx }) => {
    const user = await machineAccount(tx, device.userId);
    const machine = (await activeMachines(tx, user.id)).find((held) => held.fingerprint === input.fingerprint);
    if (!machine) {
      throw new AppError('CONFLICT', 409, 'This machine holds no seat: activate it again.', { reason: 'NO_SEAT' });
    }
    return licenceAnswer(deps, tx, user, machine, input);
  });
}
