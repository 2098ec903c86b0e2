import type { LicenceRequest, LicenceResponse } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import type { DeviceSession } from '../../auth/device-sessions.js';
import { machines } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { licenceAnswer } from './licence-answer.js';
import { assertSameMachine } from './machine-check.js';
import { activeMachines, planSeats, seatAvailable, seatsFull } from '../../domain/machine-seats.js';
import { machineAccount } from './queries.js';

/**
 * The signed-in machine takes a seat of its account, or keeps the one it has (same fingerprint)
 * while the plan still has room for it (domain/machine-seats.ts), and gets its licence. The account's row is
 * locked first: activations of one account run one after another, so no number of machines at
 * once takes more seats than the plan has.
 */
export async function activateMachine(
  deps: ModuleDeps,
  actor: Actor,
  device: DeviceSession,
  input: LicenceRequest,
): Promise<LicenceResponse> {
  assertSameMachine(device, input);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const user = await machineAccount(tx, device.userId, { lock: true });
    const active = await activeMachines(tx, user.id);
    const seats = planSeats(user);
    if (!seatAvailable(active, input.fingerprint, seats)) throw seatsFull(active, seats);
    let machine = active.find((held) => held.fingerprint === input.fingerprint);
    if (!machine) {
      [machine] = await tx
        .insert(machines)
        .values({
          userId: user.id,
          fingerprint: input.fingerprint,
          hostname: input.hostname,
          os: input.os,
          version: input.version,
        })
        .returning();
      await audit({
        action: 'machine.activate',
        targetId: machine!.id,
        actorUserId: user.id,
        details: { hostname: input.hostname, os: input.os, version: input.version },
      });
    }
    return licenceAnswer(deps, tx, { user, machine: machine!, device }, input);
  });
}
