import {
  effectiveRole,
  type LicenceRequest,
  type LicenceResponse,
  MACHINE_SEATS,
  type RoleCode,
} from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import type { DeviceSession } from '../../auth/device-sessions.js';
import { machines } from '../../db/schema/index.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { licenceAnswer } from './licence-answer.js';
import { assertSameMachine } from './machine-check.js';
import { activeMachines, machineAccount, toMachine } from './queries.js';

/**
 * The signed-in machine takes a seat of its account, or keeps the one it has (same fingerprint),
 * and gets its licence. The account's row is locked first: activations of one account run one
 * after another, so no number of machines at once takes more seats than the plan has.
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
    let machine = active.find((held) => held.fingerprint === input.fingerprint);
    if (!machine) {
      const seats = MACHINE_SEATS[effectiveRole(user.role as RoleCode, user.expiresAt)];
      if (active.length >= seats) {
        throw new AppError('CONFLICT', 409, `Every seat of this account is taken (${seats}): free one to go on.`, {
          reason: 'SEATS_FULL',
          machines: active.map(toMachine),
        });
      }
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
    return licenceAnswer(deps, tx, user, machine!, input);
  });
}
