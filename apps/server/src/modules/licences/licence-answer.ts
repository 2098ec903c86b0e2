import { type LicenceRequest, licenceClaims, type LicenceResponse, type RoleCode } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { type DeviceSession, renewDeviceToken } from '../../auth/device-sessions.js';
import type { Transaction } from '../../db/transaction.js';
import { type MachineRow, machines, type UserRow } from '../../db/schema/index.js';
import { toMachine } from '../../domain/machine-seats.js';

/**
 * What an activation and a check-in answer: the machine's description and last sighting brought
 * up to date, its device token renewed, and a licence for what the account is worth now,
 * carrying the request's nonce.
 */
export async function licenceAnswer(
  deps: ModuleDeps,
  tx: Transaction,
  { user, machine, device }: { user: UserRow; machine: MachineRow; device: DeviceSession },
  input: LicenceRequest,
): Promise<LicenceResponse> {
  const now = new Date();
  await renewDeviceToken(tx, device.tokenId);
  const [seen] = await tx
    .update(machines)
    .set({ hostname: input.hostname, os: input.os, version: input.version, lastSeenAt: now })
    .where(eq(machines.id, machine.id))
    .returning();
  const claims = licenceClaims(
    { id: user.id, role: user.role as RoleCode, expiresAt: user.expiresAt },
    { fingerprint: input.fingerprint, nonce: input.nonce },
    now,
  );
  return { licence: await deps.licenceSigner.sign(claims), machine: toMachine(seen!) };
}
